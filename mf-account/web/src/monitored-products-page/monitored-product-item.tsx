import { Button, useCulture, usePhrase } from '@storefront/platform';
import type { MonitoredProduct } from '../../../contract/my-pages';
import { formatDate } from '../dates/format-date';
import { ProductSummary } from '../ui/product-summary';

/** One monitored product: picture, brand, name, whether it can be bought, and the way to stop monitoring it. */
export function MonitoredProductItem({ product, onStop }: { product: MonitoredProduct; onStop: () => void }) {
  const t = usePhrase();
  const culture = useCulture();
  return (
    <li className="a_Monitored__item" data-code={product.code}>
      <ProductSummary image={product.image} brandName={product.brandName} name={product.title} url={product.url}>
        <p className={product.isBuyable ? 'a_Monitored__state a_Monitored__state--buyable' : 'a_Monitored__state'}>
          {product.isBuyable ? t('/MyPages/Monitored/Buyable') : t('/MyPages/Monitored/NotBuyable')}
        </p>
        <p className="a_Monitored__since">{t('/MyPages/Monitored/Since', { date: formatDate(product.monitoredSince, culture) })}</p>
      </ProductSummary>
      <Button variant="secondary" className="a_Monitored__stop" onClick={onStop} aria-label={t('/MyPages/Monitored/StopNamed', { name: `${product.brandName} ${product.title}` })}>
        {t('/MyPages/Monitored/Stop')}
      </Button>
    </li>
  );
}
