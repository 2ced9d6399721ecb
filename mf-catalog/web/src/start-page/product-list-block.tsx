import type { StartPageBlock } from '@storefront/platform';
import { ProductGrid } from '../product-listing/product-grid';
import { StartPageBlockHeader } from './start-page-block-header';
import './start-page-block.css';

export function ProductListBlock({ block }: { block: StartPageBlock }) {
  return (
    <section className="c_StartPageBlock">
      <StartPageBlockHeader block={block} />
      {block.text && <p className="c_StartPageBlock__text">{block.text}</p>}
      <ProductGrid products={block.products ?? []} />
    </section>
  );
}
