import type { StartPageBlock } from '@storefront/platform';
import { ProductImage } from '@storefront/platform';
import './hero-banner.css';

/**
 * Full width on phones and tablets, two thirds of the page (1440 px at most) beside its text from 992 px: the srcset runs
 * from 640 to 1280 px, in AVIF, WebP and JPEG.
 */
const heroImageSizes = '(min-width: 1440px) 940px, (min-width: 992px) 66vw, 100vw';

/** A hero first on the page is the largest thing above the fold: its image loads at once, with high priority. */
export function HeroBanner({ block, eager }: { block: StartPageBlock; eager: boolean }) {
  return (
    <section className="c_HeroBanner">
      {block.image && (
        <div className="c_HeroBanner__image">
          <ProductImage image={block.image} size="large" smallest="small" sizes={heroImageSizes} eager={eager} />
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
