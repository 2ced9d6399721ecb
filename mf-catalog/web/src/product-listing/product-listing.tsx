import { useId } from 'react';
import type { ProductListing as ProductListingData } from '../../../contract/product-listing';
import { usePhrase } from '@storefront/platform';
import { FacetFilters } from './facet-filters';
import { Paging } from './paging';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';
import './product-listing.css';

interface ProductListingProps {
  listing: ProductListingData;
  /** The page's url: sort and paging links are built from it. */
  pageUrl: string;
  /**
   * Whether the first card's image is the page's first visible image (loaded at once, with high priority); so it is
   * on every listing page unless the page shows a picture above the listing.
   */
  eagerFirstImage?: boolean;
}

export function ProductListing({ listing, pageUrl, eagerFirstImage = true }: ProductListingProps) {
  const t = usePhrase();
  const headingId = useId();
  return (
    <section className="c_ProductListing" aria-labelledby={headingId}>
      <h2 id={headingId} className="p_visually-hidden">
        {t('/Catalog/Listing/Products')}
      </h2>
      <FacetFilters listing={listing} pageUrl={pageUrl} />
      <div className="c_ProductListing__bar">
        <p className="c_ProductListing__count" role="status">
          {t(listing.totalCount === 1 ? '/Catalog/Listing/ResultCountOne' : '/Catalog/Listing/ResultCount', {
            count: listing.totalCount,
          })}
        </p>
        {listing.sortOptions.length > 1 && <SortSelect listing={listing} pageUrl={pageUrl} />}
      </div>
      {listing.products.length > 0 ? (
        <ProductGrid products={listing.products} eagerFirst={eagerFirstImage} />
      ) : (
        <p className="c_ProductListing__empty">{t('/Catalog/Listing/Empty')}</p>
      )}
      <Paging listing={listing} pageUrl={pageUrl} />
    </section>
  );
}
