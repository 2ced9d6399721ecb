import type { StartPageBlock } from '@storefront/platform';
import { ProductGrid } from '../product-listing/product-grid';
import './start-page-block.css';

export function ProductListBlock({ block }: { block: StartPageBlock }) {
  return (
    <section className="c_StartPageBlock">
      <div className="c_StartPageBlock__header">
        <h2 className="c_StartPageBlock__heading">{block.heading}</h2>
        {block.link && (
          <a className="c_StartPageBlock__more" href={block.link.url}>
            {block.link.name}
          </a>
        )}
      </div>
      {block.text && <p className="c_StartPageBlock__text">{block.text}</p>}
      <ProductGrid products={block.products ?? []} />
    </section>
  );
}
