import type { ProductListing } from '../../../contract/product-listing';
import { usePhrase } from '@storefront/platform';
import { listingUrl, pageCount, visiblePages } from './listing-url';
import './paging.css';

export function Paging({ listing, pageUrl }: { listing: ProductListing; pageUrl: string }) {
  const t = usePhrase();
  const count = pageCount(listing);
  if (count <= 1) return null;
  const current = listing.page;
  const urlOf = (page: number) => listingUrl(pageUrl, listing, { page });

  return (
    <nav className="c_Paging" aria-label={t('/Catalog/Listing/Pagination')}>
      <ul className="c_Paging__list">
        {current > 1 && (
          <li>
            <a className="c_Paging__step" href={urlOf(current - 1)} rel="prev">
              {t('/Catalog/Listing/Previous')}
            </a>
          </li>
        )}
        {visiblePages(current, count).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className="c_Paging__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                className="c_Paging__page"
                href={urlOf(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('/Catalog/Listing/PageN', { page })}
              >
                {page}
              </a>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <a className="c_Paging__step" href={urlOf(current + 1)} rel="next">
              {t('/Catalog/Listing/Next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
