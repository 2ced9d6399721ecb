import type { Link } from '@storefront/platform';
import { usePhrase } from '@storefront/platform';
import '../pill-link.css';
import './subcategory-links.css';

export function SubcategoryLinks({ links }: { links: (Link & { productCount: number })[] }) {
  const t = usePhrase();
  if (links.length === 0) return null;
  return (
    <nav className="c_SubcategoryLinks" aria-label={t('/Catalog/Category/Subcategories')}>
      <ul className="c_SubcategoryLinks__list">
        {links.map((link) => (
          <li key={link.url}>
            <a className="c_PillLink c_SubcategoryLinks__link" href={link.url}>
              {link.name} <span className="c_PillLink__count">({link.productCount})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
