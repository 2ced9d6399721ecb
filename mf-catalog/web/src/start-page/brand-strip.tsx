import type { StartPageBlock } from '@storefront/platform';
import './start-page-block.css';
import './brand-strip.css';

export function BrandStrip({ block }: { block: StartPageBlock }) {
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
