import type { StartPageBlock } from '@storefront/platform';
import { ProductImage } from '@storefront/platform';
import './hero-banner.css';

/** The first hero is the largest thing above the fold, so its image loads eagerly. */
export function HeroBanner({ block, eager }: { block: StartPageBlock; eager: boolean }) {
  return (
    <section className="c_HeroBanner">
      {block.image && (
        <div className="c_HeroBanner__image">
          <ProductImage image={block.image} size="large" sizes="100vw" eager={eager} />
        </div>
      )}
      <div className="c_HeroBanner__content">
        <h2 className="c_HeroBanner__heading">{block.heading}</h2>
        {block.text && <p className="c_HeroBanner__text">{block.text}</p>}
        {block.link && (
          <a className="c_HeroBanner__link" href={block.link.url}>
            {block.link.name}
          </a>
        )}
      </div>
    </section>
  );
}
