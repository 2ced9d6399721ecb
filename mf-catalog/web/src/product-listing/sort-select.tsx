import { useId, type FormEvent } from 'react';
import type { ProductListing, SortOrder } from '../../../contract/product-listing';
import { bus, usePhrase } from '@storefront/platform';
import { listingUrl } from './listing-url';
import './sort-select.css';

/** A plain GET form (works as a link to `?sort=`); with the shell present a change navigates at once. */
export function SortSelect({ listing, pageUrl }: { listing: ProductListing; pageUrl: string }) {
  const t = usePhrase();
  const id = useId();
  const navigate = (sort: SortOrder) => bus.emit('page:navigate-request', { url: listingUrl(pageUrl, listing, { sort }) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(new FormData(event.currentTarget).get('sort') as SortOrder);
  };

  return (
    <form className="c_SortSelect" method="get" action={new URL(pageUrl, 'http://catalog.local').pathname} onSubmit={submit}>
      <label className="c_SortSelect__label" htmlFor={id}>
        {t('/Catalog/Listing/SortBy')}
      </label>
      <select
        key={listing.sort}
        id={id}
        className="c_SortSelect__select"
        name="sort"
        defaultValue={listing.sort}
        onChange={(event) => navigate(event.target.value as SortOrder)}
      >
        {listing.sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <button type="submit" className="c_SortSelect__submit">
        {t('/Catalog/Listing/Sort')}
      </button>
    </form>
  );
}
