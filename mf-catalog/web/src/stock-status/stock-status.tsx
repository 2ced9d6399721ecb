import type { StockStatus as StockStatusData } from '@storefront/platform';
import { useCulture, usePhrase } from '@storefront/platform';
import { stockStatusKind, stockStatusPhrase } from './stock-status-kind';
import './stock-status.css';

export function StockStatus({ status }: { status: StockStatusData }) {
  const t = usePhrase();
  const culture = useCulture();
  const kind = stockStatusKind(status);
  const date = status.purchaseAvailableFrom
    ? // A calendar date (YYYY-MM-DD, midnight UTC): read in UTC, it is that day on the server and in any browser.
      new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(status.purchaseAvailableFrom))
    : '';
  return (
    <p className={`c_StockStatus c_StockStatus--${kind}`} data-stock-status={kind}>
      <span className="c_StockStatus__dot" aria-hidden="true" />
      {t(stockStatusPhrase[kind], { date })}
    </p>
  );
}
