import { useEffect, useRef, useState } from 'react';
import { usePhrase } from '@storefront/platform';
import type { MonitoredProduct, MonitoredProductsPageViewModel } from '../../../contract/my-pages';
import { MyPagesLayout } from '../my-pages-layout/my-pages-layout';
import { FormMessages } from '../forms/form-messages';
import { MonitoredProductItem } from './monitored-product-item';
import { stopMonitoring } from './stop-monitoring';
import './monitored-products-page.css';

interface Announcement {
  success?: string;
  error?: string;
}

/** Where focus goes once a product leaves the list: the product after it, else the one before, else the heading. */
function focusTargetAfter(items: MonitoredProduct[], index: number): string | null {
  return (items[index + 1] ?? items[index - 1])?.code ?? null;
}

/** `/my-pages/monitored-products`: products the member waits for; stopping is optimistic and rolls back on failure. */
export default function MonitoredProductsPage({ page }: { page: MonitoredProductsPageViewModel }) {
  const t = usePhrase();
  const [items, setItems] = useState(page.items);
  const [announcement, setAnnouncement] = useState<Announcement>({});
  const [focusTarget, setFocusTarget] = useState<{ code: string | null } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    const item = [...(list.current?.children ?? [])].find((child) => child instanceof HTMLElement && child.dataset.code === focusTarget.code);
    const button = item?.querySelector<HTMLElement>('button');
    (button ?? heading.current)?.focus();
  }, [focusTarget]);

  async function stop(product: MonitoredProduct): Promise<void> {
    const index = items.findIndex((item) => item.code === product.code);
    if (index < 0) return;
    const name = `${product.brandName} ${product.title}`;
    setFocusTarget({ code: focusTargetAfter(items, index) });
    setItems((current) => current.filter((item) => item.code !== product.code));
    setAnnouncement({});
    try {
      await stopMonitoring(product.code);
      setAnnouncement({ success: t('/MyPages/Monitored/Stopped', { name }) });
    } catch {
      setItems((current) => {
        if (current.some((item) => item.code === product.code)) return current;
        const restored = [...current];
        restored.splice(Math.min(index, restored.length), 0, product);
        return restored;
      });
      setAnnouncement({ error: t('/MyPages/Monitored/StopFailed', { name }) });
    }
  }

  return (
    <MyPagesLayout url={page.url}>
      <div className="a_Monitored">
        <h1 ref={heading} className="a_Page__heading" tabIndex={-1}>
          {t('/MyPages/Monitored/Heading')}
        </h1>
        <p className="a_Page__intro">{t('/MyPages/Monitored/Intro')}</p>
        <FormMessages success={announcement.success} error={announcement.error} />
        {items.length > 0 ? (
          <ul ref={list} className="a_Monitored__list" aria-label={t('/MyPages/Monitored/ListLabel')}>
            {items.map((product) => (
              <MonitoredProductItem key={product.code} product={product} onStop={() => void stop(product)} />
            ))}
          </ul>
        ) : (
          <p className="a_Empty">{t('/MyPages/Monitored/Empty')}</p>
        )}
      </div>
    </MyPagesLayout>
  );
}
