import type { StoreProductsListPageViewModel } from '../../../contract/stores';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { ProductListing } from '../product-listing/product-listing';
import '../focus.css';

/** /stores/{id}/products: what the store has on its shelves, with the listing's filters. */
export default function StoreProductsListPage({ page }: { page: StoreProductsListPageViewModel }) {
  return (
    <div className="c_StoreProductsListPage">
      <Breadcrumbs links={page.breadcrumbs} currentUrl={page.url} />
      <h1>{page.breadcrumbs[page.breadcrumbs.length - 1]!.name}</h1>
      <ProductListing listing={page.listing} pageUrl={page.url} />
    </div>
  );
}
