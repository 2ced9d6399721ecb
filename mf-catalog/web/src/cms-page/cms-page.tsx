import type { CmsPageViewModel } from '../../../contract/content-pages';
import { usePhrase } from '@storefront/platform';
import { CmsBlock } from './cms-block';
import '../focus.css';
import './cms-page.css';

export default function CmsPage({ page }: { page: CmsPageViewModel }) {
  const t = usePhrase();
  return (
    <div className="c_CmsPage">
      <article className="c_CmsPage__article">
        <h1 className="c_CmsPage__heading">{page.heading}</h1>
        {page.intro && <p className="c_CmsPage__intro">{page.intro}</p>}
        {page.body.map((block, index) => (
          <CmsBlock key={index} block={block} />
        ))}
      </article>
      {page.related.length > 0 && (
        <nav className="c_CmsPage__related" aria-labelledby="c_CmsPage__relatedHeading">
          <h2 id="c_CmsPage__relatedHeading" className="c_CmsPage__relatedHeading">
            {t('/Catalog/Cms/Related')}
          </h2>
          <ul className="c_CmsPage__relatedList">
            {page.related.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
