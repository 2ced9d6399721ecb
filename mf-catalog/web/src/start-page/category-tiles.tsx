import type { StartPageBlock } from '@storefront/platform';
import { ProductImage } from '@storefront/platform';
import { StartPageBlockHeader } from './start-page-block-header';
import './start-page-block.css';
import './category-tiles.css';

/** `eager`: the block is the page's first with images, so its first tile's image loads at once. */
export function CategoryTiles({ block, eager }: { block: StartPageBlock; eager: boolean }) {
  return (
    <section className="c_StartPageBlock">
      <StartPageBlockHeader block={block} />
      <ul className="c_CategoryTiles">
        {(block.links ?? []).map((link, index) => (
          <li key={link.url}>
            <a className="c_CategoryTiles__tile" href={link.url}>
              {link.image && (
                <span className="c_CategoryTiles__image">
                  {/* The tile's name says where it goes; the picture only decorates it. */}
                  <ProductImage
                    image={{ ...link.image, altText: '' }}
                    size="tiny"
                    sizes="(min-width: 1440px) 350px, (min-width: 768px) 25vw, 50vw"
                    eager={eager && index === 0}
                  />
                </span>
              )}
              <span className="c_CategoryTiles__name">{link.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
