import type { MouseEvent } from 'react';
import type { BrandListPageViewModel } from '../../../contract/listing-pages';
import { usePhrase } from '@storefront/platform';
import '../focus.css';
import './brand-list-page.css';

const anchorOf = (letter: string) => `c_BrandListPage-${encodeURIComponent(letter)}`;

/** Jumps within the page itself, so the shell's link routing never sees it as a navigation. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, letter: string) {
  const target = document.getElementById(anchorOf(letter));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

export default function BrandListPage({ page }: { page: BrandListPageViewModel }) {
  const t = usePhrase();
  return (
    <div className="c_BrandListPage">
      <h1 className="c_BrandListPage__heading">{page.heading}</h1>
      <nav className="c_BrandListPage__letters" aria-label={t('/Catalog/BrandList/Letters')}>
        <ul className="c_BrandListPage__letterList">
          {page.groups.map((group) => (
            <li key={group.letter}>
              <a
                className="c_BrandListPage__letter"
                href={`#${anchorOf(group.letter)}`}
                onClick={(event) => jumpTo(event, group.letter)}
              >
                {group.letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {page.groups.map((group) => (
        <section key={group.letter} className="c_BrandListPage__group" aria-labelledby={anchorOf(group.letter)}>
          <h2 id={anchorOf(group.letter)} className="c_BrandListPage__groupHeading" tabIndex={-1}>
            {group.letter}
          </h2>
          <ul className="c_BrandListPage__brands">
            {group.brands.map((brand) => (
              <li key={brand.code}>
                <a className="c_BrandListPage__brand" href={brand.url}>
                  {brand.name} <span className="c_BrandListPage__count">({brand.productCount})</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
