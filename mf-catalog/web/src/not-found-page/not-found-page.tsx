import type { PageNotFoundViewModel } from '../../../contract/content-pages';
import { usePhrase } from '@storefront/platform';
import '../focus.css';
import './not-found-page.css';

export default function NotFoundPage({ page }: { page: PageNotFoundViewModel }) {
  const t = usePhrase();
  return (
    <div className="c_NotFoundPage">
      <h1 className="c_NotFoundPage__heading">{page.heading}</h1>
      <p className="c_NotFoundPage__text">{page.text}</p>
      {page.links.length > 0 && (
        <nav aria-labelledby="c_NotFoundPage__linksHeading">
          <h2 id="c_NotFoundPage__linksHeading" className="c_NotFoundPage__linksHeading">
            {t('/Catalog/NotFound/HelpfulLinks')}
          </h2>
          <ul className="c_NotFoundPage__links">
            {page.links.map((link) => (
              <li key={link.url}>
                <a className="c_NotFoundPage__link" href={link.url}>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
