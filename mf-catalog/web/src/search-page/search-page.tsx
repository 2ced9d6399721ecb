import type { Link, SearchPageViewModel } from '@storefront/platform';
import { usePhrase } from '@storefront/platform';
import { ProductListing } from '../product-listing/product-listing';
import '../focus.css';
import '../pill-link.css';
import './search-page.css';

function LinkList({ heading, links }: { heading: string; links: Link[] }) {
  if (links.length === 0) return null;
  return (
    <nav className="c_SearchPage__links" aria-label={heading}>
      <h2 className="c_SearchPage__linksHeading">{heading}</h2>
      <ul className="c_PillList">
        {links.map((link) => (
          <li key={link.url}>
            <a className="c_PillLink" href={link.url}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The search page (SearchPageViewModel): what was searched, corrections, matching brands and categories, results. */
export default function SearchPage({ page }: { page: SearchPageViewModel }) {
  const t = usePhrase();
  const { listing } = page;
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
      <LinkList heading={t('/Search/Brands')} links={page.brands} />
      <LinkList heading={t('/Search/Categories')} links={page.categories} />
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
