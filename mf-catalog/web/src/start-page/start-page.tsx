import type { StartPageBlock, StartPageViewModel } from '@storefront/platform';
import { BrandStrip } from './brand-strip';
import { CategoryTiles } from './category-tiles';
import { HeroBanner } from './hero-banner';
import { ProductListBlock } from './product-list-block';
import '../focus.css';
import './start-page.css';

function Block({ block, isFirstHero }: { block: StartPageBlock; isFirstHero: boolean }) {
  switch (block.type) {
    case 'hero':
      return <HeroBanner block={block} eager={isFirstHero} />;
    case 'product-list':
      return <ProductListBlock block={block} />;
    case 'category-tiles':
      return <CategoryTiles block={block} />;
    case 'brand-strip':
      return <BrandStrip block={block} />;
  }
}

export default function StartPage({ page }: { page: StartPageViewModel }) {
  const firstHero = page.blocks.findIndex((block) => block.type === 'hero');
  return (
    <div className="c_StartPage">
      <h1 className="p_visually-hidden">{page.heading}</h1>
      {page.blocks.map((block, index) => (
        <Block key={`${block.type}-${index}`} block={block} isFirstHero={index === firstHero} />
      ))}
    </div>
  );
}
