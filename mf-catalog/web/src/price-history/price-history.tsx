import { useId } from 'react';
import type { PriceHistory as PriceHistoryData } from '@storefront/platform';
import { formatPrice, useCulture, usePhrase } from '@storefront/platform';
import { useVariantSection } from '../product-page/use-variant-section';
import { chartPath, pricePeriods } from './price-periods';
import './price-history.css';

/**
 * The variant's price over the last 30 days beside its price: a small step chart (an image with a text alternative
 * that says what it shows) and the same as a table on request.
 */
export function PriceHistory({ variantCode, fromPage }: { variantCode: string; fromPage?: PriceHistoryData }) {
  const t = usePhrase();
  const culture = useCulture();
  const headingId = useId();
  const history = useVariantSection<PriceHistoryData>(variantCode, 'price-history', 'days', fromPage?.variantCode === variantCode ? fromPage : undefined);
  if (!history || history.days.length < 2 || !history.lowest || !history.highest) return null;

  const dateFormat = new Intl.DateTimeFormat(culture, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const date = (value: string) => dateFormat.format(new Date(`${value}T00:00:00Z`));
  const price = (money: Parameters<typeof formatPrice>[0]) => formatPrice(money, culture);
  const { days, lowest, highest } = history;
  const chart = chartPath(days, lowest.amount, highest.amount);
  const label = t('/ProductPage/PriceHistory/ChartLabel', {
    from: date(days[0]!.date),
    to: date(days.at(-1)!.date),
    lowest: price(lowest),
    highest: price(highest),
    today: price(days.at(-1)!.price),
  });

  return (
    <section className="c_PriceHistory" aria-labelledby={headingId}>
      <h2 id={headingId} className="c_PriceHistory__heading">
        {t('/ProductPage/PriceHistory/Heading')}
        {history.isMemberPrice && <span className="c_PriceHistory__member"> · {t('/ProductPage/PriceHistory/MemberPrices')}</span>}
      </h2>
      <svg className="c_PriceHistory__chart" viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-label={label} focusable="false">
        <line className="c_PriceHistory__axis" x1="0" x2={chart.width} y1={chart.height - 1} y2={chart.height - 1} />
        <path className="c_PriceHistory__line" d={chart.path} />
        <circle className="c_PriceHistory__today" cx={chart.today.x} cy={chart.today.y} r="4" />
      </svg>
      <p className="c_PriceHistory__range">
        <span>{t('/ProductPage/PriceHistory/Lowest', { price: price(lowest) })}</span>
        <span>{t('/ProductPage/PriceHistory/Highest', { price: price(highest) })}</span>
      </p>
      <details className="c_PriceHistory__details">
        <summary>{t('/ProductPage/PriceHistory/ShowTable')}</summary>
        <table className="c_PriceHistory__table">
          <thead>
            <tr>
              <th scope="col">{t('/ProductPage/PriceHistory/Period')}</th>
              <th scope="col">{t('/ProductPage/PriceHistory/Price')}</th>
            </tr>
          </thead>
          <tbody>
            {pricePeriods(days).map((period) => (
              <tr key={period.from}>
                <td>{period.from === period.to ? date(period.from) : `${date(period.from)}–${date(period.to)}`}</td>
                <td>{price(period.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
