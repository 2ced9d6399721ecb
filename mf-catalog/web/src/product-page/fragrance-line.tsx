import type { ProductFragrance } from '@storefront/platform';
import { usePhrase } from '@storefront/platform';
import './fragrance-line.css';

/** A scented product's family and notes, each a link to the fragrance finder filtered by it. */
export function FragranceLine({ fragrance }: { fragrance: ProductFragrance }) {
  const t = usePhrase();
  const rows = [
    { label: t('/Fragrance/Family'), links: fragrance.families },
    { label: t('/Fragrance/Notes'), links: fragrance.notes },
  ].filter((row) => row.links.length > 0);
  if (rows.length === 0) return null;
  return (
    <dl className="c_FragranceLine">
      {rows.map((row) => (
        <div key={row.label} className="c_FragranceLine__row">
          <dt className="c_FragranceLine__label">{row.label}</dt>
          <dd className="c_FragranceLine__links">
            {row.links.map((link, index) => (
              <span key={link.code}>
                {index > 0 && ', '}
                <a href={link.url}>{link.name}</a>
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
