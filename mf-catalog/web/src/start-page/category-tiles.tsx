import type { StartPageBlock } from '@storefront/platform';
import { ProductImage } from '@storefront/platform';
import { StartPageBlockHeader } from './start-page-block-header';
import './start-page-block.css';
import './category-tiles.css';

export function CategoryTiles({ block }: { block: StartPageBlock }) {
  return (
    <section className="c_StartPageBlock">
      <StartPageBlockHeader block={block} />
      <ul className="c_CategoryTiles">
        {(block.links ?? []).map((link) => (
          <li key={link.url}>
            <a className="c_CategoryTiles__tile" href={link.url}>
              {link.image && (
                <span className="c_CategoryTiles__image">
                  {/* The tile's name says where it goes; the picture only decorates it. */}
                  <ProductImage image={{ ...link.image, altText: '' }} size="tiny" sizes="(min-width: 768px) 25vw, 50vw" />
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
