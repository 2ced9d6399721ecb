import { useId, useState } from 'react';
import type { Facet, ProductListing } from '../../../contract/product-listing';
import { bus, usePhrase } from '@storefront/platform';
import { clearedFacetsUrl, facetUrl, selectedFacetValues } from './facet-url';
import '../pill-button.css';
import './facet-filters.css';

const navigate = (url: string) => bus.emit('page:navigate-request', { url });

function FacetGroup({ facet, pageUrl }: { facet: Facet; pageUrl: string }) {
  const t = usePhrase();
  const id = useId();
  // The box shows the click at once; the filtered page that follows brings the real state (this group is new then).
  const [clicked, setClicked] = useState<string | null>(null);
  return (
    <fieldset className="c_FacetFilters__group">
      <legend className="c_FacetFilters__legend">{facet.text}</legend>
      <ul className="c_FacetFilters__values">
        {facet.values.map((value) => (
          <li key={value.value}>
            <input
              id={`${id}-${value.value}`}
              className="c_FacetFilters__checkbox"
              type="checkbox"
              checked={clicked === value.value ? !value.isSelected : value.isSelected}
              onChange={() => {
                setClicked(value.value);
                navigate(facetUrl(pageUrl, facet, value));
              }}
            />
            <label htmlFor={`${id}-${value.value}`} className="c_FacetFilters__label">
              {value.text}
              <span className="c_FacetFilters__count">
                <span aria-hidden="true">{value.count}</span>
                <span className="p_visually-hidden">{t('/Search/FacetCount', { count: value.count })}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The filters beside a listing (its facets): a checkbox per value with its product count; each change goes to the
 * filtered listing's address. The chosen filters show above the list as removable chips. Collapsible on small screens.
 */
export function FacetFilters({ listing, pageUrl }: { listing: ProductListing; pageUrl: string }) {
  const t = usePhrase();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const selected = selectedFacetValues(listing);
  if (listing.facets.length === 0) return null;
  return (
    <section className="c_FacetFilters" aria-label={t('/Search/Filters')}>
      <button type="button" className="c_PillButton c_FacetFilters__toggle" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setIsOpen(!isOpen)}>
        {t(isOpen ? '/Search/HideFilters' : '/Search/ShowFilters')}
        {selected.length > 0 && ` (${selected.length})`}
      </button>
      {selected.length > 0 && (
        <div className="c_FacetFilters__selected">
          <h3 className="p_visually-hidden">{t('/Search/SelectedFilters')}</h3>
          <ul className="c_FacetFilters__chips">
            {selected.map(({ facet, value }) => (
              <li key={`${facet.name}-${value.value}`}>
                <a
                  className="c_FacetFilters__chip"
                  href={facetUrl(pageUrl, facet, value)}
                  aria-label={t('/Search/RemoveFilter', { name: value.text })}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(facetUrl(pageUrl, facet, value));
                  }}
                >
                  {value.text} <span aria-hidden="true">×</span>
                </a>
              </li>
            ))}
            <li>
              <a
                className="c_FacetFilters__clear"
                href={clearedFacetsUrl(pageUrl)}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(clearedFacetsUrl(pageUrl));
                }}
              >
                {t('/Search/ClearFilters')}
              </a>
            </li>
          </ul>
        </div>
      )}
      <div id={panelId} className={`c_FacetFilters__panel${isOpen ? ' c_FacetFilters__panel--open' : ''}`}>
        {listing.facets.map((facet) => (
          <FacetGroup key={`${facet.name} ${pageUrl}`} facet={facet} pageUrl={pageUrl} />
        ))}
      </div>
    </section>
  );
}
