import type { StartPageBlock, StartPageViewModel } from '@storefront/platform';
import { BrandStrip } from './brand-strip';
import { CategoryTiles } from './category-tiles';
import { HeroBanner } from './hero-banner';
import { ProductListBlock } from './product-list-block';
import '../focus.css';
import './start-page.css';

/** Whether a block shows a picture: its first then is the page's first visible image. */
function hasImage(block: StartPageBlock): boolean {
  switch (block.type) {
    case 'hero':
      return Boolean(block.image);
    case 'product-list':
      return (block.products ?? []).length > 0;
    case 'category-tiles':
      return (block.links ?? []).some((link) => link.image);
    case 'brand-strip':
      return false;
  }
}

function Block({ block, eager }: { block: StartPageBlock; eager: boolean }) {
  switch (block.type) {
    case 'hero':
      return <HeroBanner block={block} eager={eager} />;
    case 'product-list':
      return <ProductListBlock block={block} eager={eager} />;
    case 'category-tiles':
      return <CategoryTiles block={block} eager={eager} />;
    case 'brand-strip':
      return <BrandStrip block={block} />;
  }
}

/**
 * The blocks in order. The first block with a picture (the hero banner) has the page's one eager image, with
 * fetchpriority high: the LCP candidate, in the first HTML once the page is server-rendered. Every other image is lazy.
 */
export default function StartPage({ page }: { page: StartPageViewModel }) {
  const firstWithImage = page.blocks.findIndex(hasImage);
  return (
    <div className="c_StartPage">
      <h1 className="p_visually-hidden">{page.heading}</h1>
      {page.blocks.map((block, index) => (
        <Block key={`${block.type}-${index}`} block={block} eager={index === firstWithImage} />
      ))}
    </div>
  );
}
