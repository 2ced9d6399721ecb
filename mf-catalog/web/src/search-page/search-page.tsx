import { useId } from 'react';
import type { SearchPageViewModel } from '../../../contract/search';
import { usePhrase } from '@storefront/platform';
import { PillLinks } from '../pill-links';
import { ProductListing } from '../product-listing/product-listing';
import '../focus.css';
import './search-page.css';

/** The search page (SearchPageViewModel): what was searched, corrections, matching brands and categories, results. */
export default function SearchPage({ page }: { page: SearchPageViewModel }) {
  const t = usePhrase();
  const { listing } = page;
  const id = useId();
  return (
    <div className="c_SearchPage">
      <h1 className="c_SearchPage__heading">{page.heading}</h1>
      {page.correctedQuery && (
        <p className="c_SearchPage__corrected" role="status">
          {t('/Search/ShowingResultsFor', { q: page.correctedQuery })}
        </p>
      )}
      {page.didYouMean.length > 0 && !page.correctedQuery && (
        <p className="c_SearchPage__didYouMean">
          {t('/Search/DidYouMean')}{' '}
          {page.didYouMean.map((link) => (
            <a key={link.url} href={link.url}>
              {link.name}
            </a>
          ))}
        </p>
      )}
      <PillLinks id={`${id}-brands`} className="c_SearchPage__links" heading={t('/Search/Brands')} links={page.brands} />
      <PillLinks id={`${id}-categories`} className="c_SearchPage__links" heading={t('/Search/Categories')} links={page.categories} />
      {!page.q ? (
        <p className="c_SearchPage__prompt">{t('/Search/Prompt')}</p>
      ) : listing.totalCount === 0 && listing.facets.every((facet) => facet.values.every((value) => !value.isSelected)) ? (
        <p className="c_SearchPage__prompt">{t('/Search/NoResults', { q: page.q })}</p>
      ) : (
        <ProductListing listing={listing} pageUrl={page.url} />
      )}
    </div>
  );
}
