import type { Link } from '@storefront/platform';
import { usePhrase } from '@storefront/platform';
import './breadcrumbs.css';

interface BreadcrumbsProps {
  links: Link[];
  /** The page's own url: its crumb is marked as the current page. */
  currentUrl: string;
}

const pathOf = (url: string) => new URL(url, 'http://catalog.local').pathname;

export function Breadcrumbs({ links, currentUrl }: BreadcrumbsProps) {
  const t = usePhrase();
  if (links.length === 0) return null;
  const currentPath = pathOf(currentUrl);
  return (
    <nav className="c_Breadcrumbs" aria-label={t('/Catalog/Breadcrumbs')}>
      <ol className="c_Breadcrumbs__list">
        {links.map((link) => (
          <li key={link.url} className="c_Breadcrumbs__item">
            <a href={link.url} aria-current={pathOf(link.url) === currentPath ? 'page' : undefined}>
              {link.name}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
