import type { CategoryViewModel } from '../../../contract/listing-pages';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { ProductListing } from '../product-listing/product-listing';
import { SubcategoryLinks } from './subcategory-links';
import '../focus.css';
import './category-page.css';

export default function CategoryPage({ page }: { page: CategoryViewModel }) {
  return (
    <div className="c_CategoryPage">
      <Breadcrumbs links={page.breadcrumbs} currentUrl={page.url} />
      <header className="c_CategoryPage__header">
        <h1 className="c_CategoryPage__heading">{page.category.name}</h1>
        {page.category.description && <p className="c_CategoryPage__description">{page.category.description}</p>}
      </header>
      {page.fragranceFinder && (
        <p className="c_CategoryPage__finder">
          <a href={page.fragranceFinder.url}>{page.fragranceFinder.name}</a>
        </p>
      )}
      <SubcategoryLinks links={page.children} />
      <ProductListing listing={page.listing} pageUrl={page.url} />
    </div>
  );
}
