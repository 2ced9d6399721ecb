import type { ProductTagPageViewModel } from '../../../contract/listing-pages';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { ProductListing } from '../product-listing/product-listing';
import '../focus.css';
import './product-tag-page.css';

/** /tags/{code}: the products with a property (hydrating, long-lasting…), with the listing's filters. */
export default function ProductTagPage({ page }: { page: ProductTagPageViewModel }) {
  return (
    <div className="c_ProductTagPage">
      <Breadcrumbs links={page.breadcrumbs} currentUrl={page.url} />
      <header className="c_ProductTagPage__header">
        <h1 className="c_ProductTagPage__heading">{page.tag.name}</h1>
        <p className="c_ProductTagPage__description">{page.tag.description}</p>
      </header>
      <ProductListing listing={page.listing} pageUrl={page.url} />
    </div>
  );
}
