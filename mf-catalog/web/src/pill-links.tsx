import type { Link } from '@storefront/platform';
import './pill-link.css';

interface PillLinksProps {
  /** The heading's id (the navigation is named by it). */
  id: string;
  heading: string;
  links: (Link & { productCount?: number })[];
  /** A ranking (most first) rather than a set. */
  ordered?: boolean;
  className?: string;
}

/** A titled navigation of rounded links, each with its product count when it has one; nothing without links. */
export function PillLinks({ id, heading, links, ordered = false, className }: PillLinksProps) {
  if (links.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <nav className={className} aria-labelledby={id}>
      <h2 id={id} className="c_PillLinks__heading">
        {heading}
      </h2>
      <List className="c_PillList">
        {links.map((link) => (
          <li key={link.url}>
            <a className="c_PillLink" href={link.url}>
              {link.name}
              {link.productCount !== undefined && (
                <>
                  {' '}
                  <span className="c_PillLink__count">({link.productCount})</span>
                </>
              )}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
