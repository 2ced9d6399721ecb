import type { FragranceSearchPageViewModel } from '../../../contract/fragrance-finder';
import { usePhrase } from '@storefront/platform';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { ProductListing } from '../product-listing/product-listing';
import { FamilyTiles } from './family-tiles';
import { FragranceSearchForm } from './fragrance-search-form';
import '../focus.css';
import './fragrance-search-page.css';

/**
 * The fragrance finder (FragranceSearchPageViewModel): scent families as tiles, then the fragrances with their notes,
 * whom-for, brand, price and rating filters, and free text within them. Every choice is a navigation to the finder's
 * address for it, so the page can be shared and the browser's back and forward buttons step through the choices.
 */
export default function FragranceSearchPage({ page }: { page: FragranceSearchPageViewModel }) {
  const t = usePhrase();
  return (
    <div className="c_FragranceSearchPage">
      <Breadcrumbs links={page.breadcrumbs} currentUrl={page.url} />
      <header className="c_FragranceSearchPage__header">
        <h1 className="c_FragranceSearchPage__heading">{page.heading}</h1>
        <p className="c_FragranceSearchPage__intro">{page.intro}</p>
      </header>
      <FragranceSearchForm pageUrl={page.url} q={page.q} />
      {page.correctedQuery && (
        <p className="c_FragranceSearchPage__corrected" role="status">
          {t('/Fragrance/ShowingResultsFor', { q: page.correctedQuery })}
        </p>
      )}
      <FamilyTiles families={page.families} />
      {page.listing.totalCount === 0 && <p className="c_FragranceSearchPage__none">{t('/Fragrance/NoResults')}</p>}
      <ProductListing listing={page.listing} pageUrl={page.url} />
    </div>
  );
}
