import type { StartPageBlock } from '@storefront/platform';
import './start-page-block.css';

/** A start page block's heading, with its "see all" link when it has one. */
export function StartPageBlockHeader({ block }: { block: StartPageBlock }) {
  return (
    <div className="c_StartPageBlock__header">
      <h2 className="c_StartPageBlock__heading">{block.heading}</h2>
      {block.link && (
        <a className="c_StartPageBlock__more" href={block.link.url}>
          {block.link.name}
        </a>
      )}
    </div>
  );
}
