import { useId, type FormEvent } from 'react';
import { bus, usePhrase } from '@storefront/platform';
import '../pill-button.css';
import './fragrance-search-form.css';

const base = 'http://catalog.local';
/** What the form keeps of the finder's state when the text changes: the choices, not the sort or the page. */
const kept = ['family', 'note', 'audience', 'brand', 'price', 'rating', 'inStock'];

/** The finder's address with other text (none: without q), the choices kept and paging started over. */
export function searchedUrl(pageUrl: string, text: string): string {
  const url = new URL(pageUrl, base);
  const next = new URLSearchParams();
  if (text.trim()) next.set('q', text.trim());
  for (const name of kept) {
    const value = url.searchParams.get(name);
    if (value) next.set(name, value);
  }
  const query = next.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Free text within the fragrances: a plain GET form carrying the choices; with the shell present it navigates at once. */
export function FragranceSearchForm({ pageUrl, q }: { pageUrl: string; q: string }) {
  const t = usePhrase();
  const id = useId();
  const url = new URL(pageUrl, base);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    bus.emit('page:navigate-request', { url: searchedUrl(pageUrl, String(new FormData(event.currentTarget).get('q') ?? '')) });
  };
  return (
    <form className="c_FragranceSearchForm" role="search" method="get" action={url.pathname} onSubmit={submit}>
      <label className="c_FragranceSearchForm__label" htmlFor={id}>
        {t('/Fragrance/SearchLabel')}
      </label>
      <div className="c_FragranceSearchForm__row">
        <input key={q} id={id} className="c_FragranceSearchForm__input" type="search" name="q" defaultValue={q} maxLength={200} />
        {kept.map((name) => {
          const value = url.searchParams.get(name);
          return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
        })}
        <button type="submit" className="c_PillButton">
          {t('/Fragrance/Search')}
        </button>
      </div>
    </form>
  );
}
