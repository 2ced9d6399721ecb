import { useId, useState, type FormEvent } from 'react';
import type { StoreListPageViewModel } from '../../../contract/stores';
import { bus, usePhrase } from '@storefront/platform';
import { currentPosition } from '../store-stock/position';
import { StoreSummary } from '../store-stock/store-summary';
import '../store-stock/store-stock.css';
import '../focus.css';
import '../pill-button.css';
import './store-list-page.css';

/** /stores: a search by city, street or postal code, "use my position" (asked only on the click), and the stores. */
export default function StoreListPage({ page }: { page: StoreListPageViewModel }) {
  const t = usePhrase();
  const id = useId();
  const [positionFailed, setPositionFailed] = useState(false);
  const query = page.locationQuery;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    bus.emit('page:navigate-request', { url: text ? `/stores?${new URLSearchParams({ q: text })}` : '/stores' });
  };
  const usePosition = async () => {
    setPositionFailed(false);
    try {
      const position = await currentPosition();
      bus.emit('page:navigate-request', { url: `/stores?lat=${position.lat}&lon=${position.lon}` });
    } catch {
      setPositionFailed(true);
    }
  };
  return (
    <div className="c_StoreListPage">
      <h1>{page.heading}</h1>
      <form className="c_StoreListPage__search" role="search" method="get" action="/stores" onSubmit={submit}>
        <label htmlFor={id}>{t('/Stores/SearchLabel')}</label>
        <input id={id} name="q" type="search" defaultValue={query?.kind === 'text' ? query.text : ''} maxLength={100} />
        <button type="submit" className="c_PillButton">{t('/Stores/Search')}</button>
        <button type="button" className="c_PillButton" onClick={usePosition}>
          {t('/Stores/UseMyPosition')}
        </button>
      </form>
      {positionFailed && <p role="alert">{t('/Stores/PositionFailed')}</p>}
      {query && (
        <p className="c_StoreListPage__query" role="status">
          {query.kind === 'position' ? t('/Stores/NearYou') : t('/Stores/Matching', { text: query.text })}
        </p>
      )}
      {page.stores.length === 0 ? (
        <p>{t('/Stores/None')}</p>
      ) : (
        <ul className="c_StoreListPage__stores">
          {page.stores.map((store) => (
            <li key={store.id}>
              <StoreSummary store={store} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
