import type { StartPageBlock } from '@storefront/platform';
import { ProductGrid } from '../product-listing/product-grid';
import { StartPageBlockHeader } from './start-page-block-header';
import './start-page-block.css';

/** `eager`: the block is the page's first with images, so its first card's image loads at once. */
export function ProductListBlock({ block, eager }: { block: StartPageBlock; eager: boolean }) {
  return (
    <section className="c_StartPageBlock">
      <StartPageBlockHeader block={block} />
      {block.text && <p className="c_StartPageBlock__text">{block.text}</p>}
      <ProductGrid products={block.products ?? []} eagerFirst={eager} />
    </section>
  );
}
