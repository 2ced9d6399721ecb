import type { StartPageBlock } from '@storefront/platform';
import { StartPageBlockHeader } from './start-page-block-header';
import './start-page-block.css';
import './brand-strip.css';

export function BrandStrip({ block }: { block: StartPageBlock }) {
  return (
    <section className="c_StartPageBlock">
      <StartPageBlockHeader block={block} />
      <ul className="c_BrandStrip">
        {(block.links ?? []).map((link) => (
          <li key={link.url}>
            <a className="c_BrandStrip__brand" href={link.url}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
