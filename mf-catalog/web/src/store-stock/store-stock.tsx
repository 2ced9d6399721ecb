import { useState } from 'react';
import type { StoreStockInfo } from '../../../contract/stores';
import { http, usePhrase } from '@storefront/platform';
import { allowsGetLocation, currentPosition } from './position';
import { StoreSummary } from './store-summary';
import '../pill-button.css';
import './store-stock.css';

const shown = 5;

/**
 * The product page's "in stores": on request, the variant's stock in the market's stores, nearest first when the
 * shopper has allowed their position (allowGetLocation), else by city.
 */
export function StoreStock({ variantCode }: { variantCode: string }) {
  const t = usePhrase();
  const [info, setInfo] = useState<StoreStockInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [isLoading, setIsLoading] = useState(false);

  const load = async () => {
    setIsLoading(true);
    setFailed(false);
    try {
      const position = allowsGetLocation() ? await currentPosition().catch(() => null) : null;
      const query = position ? `?lat=${position.lat}&lon=${position.lon}` : '';
      const response = await http.get<StoreStockInfo>(`/api/catalog/variants/${variantCode}/store-stock-info${query}`, { reportNetworkError: false });
      setInfo(response.data);
    } catch {
      setFailed(true);
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <section className="c_StoreStock" aria-labelledby={`store-stock-${variantCode}`}>
      <h2 id={`store-stock-${variantCode}`} className="c_StoreStock__heading">
        {t('/Stores/StockHeading')}
      </h2>
      {info?.variantCode === variantCode ? (
        <ul className="c_StoreStock__list">
          {info.stores.slice(0, shown).map((entry) => (
            <li key={entry.store.id} className="c_StoreStock__store">
              <StoreSummary store={entry.store} headingLevel={3} />
              <p className={`c_StoreStock__level c_StoreStock__level--${entry.level}`}>{t(`/Stores/Level/${entry.level}`)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <button type="button" className="c_PillButton" onClick={load} aria-busy={isLoading} disabled={isLoading}>
          {t('/Stores/ShowStock')}
        </button>
      )}
      {failed && <p role="alert">{t('/Stores/StockFailed')}</p>}
    </section>
  );
}
