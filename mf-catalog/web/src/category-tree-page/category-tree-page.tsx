import type { CategoryTreeNode, CategoryTreeViewModel } from '../../../contract/listing-pages';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import '../focus.css';
import './category-tree-page.css';

function CategoryLink({ node }: { node: CategoryTreeNode }) {
  return (
    <a className="c_CategoryTreePage__link" href={node.url}>
      {node.name} <span className="c_CategoryTreePage__count">({node.productCount})</span>
    </a>
  );
}

/** Levels 2 to 4 as nested lists under their parent. */
function CategoryList({ nodes, level }: { nodes: CategoryTreeNode[]; level: number }) {
  if (nodes.length === 0) return null;
  return (
    <ul className={`c_CategoryTreePage__list c_CategoryTreePage__list--level${level}`}>
      {nodes.map((node) => (
        <li key={node.code} className="c_CategoryTreePage__item">
          <CategoryLink node={node} />
          <CategoryList nodes={node.children} level={level + 1} />
        </li>
      ))}
    </ul>
  );
}

/** /c: every category of the shop, a section per top category, with the products in each. */
export default function CategoryTreePage({ page }: { page: CategoryTreeViewModel }) {
  return (
    <div className="c_CategoryTreePage">
      <Breadcrumbs links={page.breadcrumbs} currentUrl={page.url} />
      <h1 className="c_CategoryTreePage__heading">{page.heading}</h1>
      {page.categories.map((top) => (
        <section key={top.code} className="c_CategoryTreePage__section" aria-labelledby={`c_CategoryTreePage-${top.code}`}>
          <h2 id={`c_CategoryTreePage-${top.code}`} className="c_CategoryTreePage__topHeading">
            <CategoryLink node={top} />
          </h2>
          <CategoryList nodes={top.children} level={2} />
        </section>
      ))}
    </div>
  );
}
