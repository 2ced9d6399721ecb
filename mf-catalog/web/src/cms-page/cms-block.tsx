import type { CmsBlock as CmsBlockData } from '../../../contract/content-pages';

export function CmsBlock({ block }: { block: CmsBlockData }) {
  switch (block.type) {
    case 'heading':
      return <h2 className="c_CmsPage__subheading">{block.text}</h2>;
    case 'paragraph':
      return <p className="c_CmsPage__paragraph">{block.text}</p>;
    case 'list':
      return (
        <ul className="c_CmsPage__list">
          {(block.items ?? []).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
  }
}
