import { formatPrice, type Culture, type MarketCode } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import type { ProductSummary } from '../catalog/product-source';
import { cultureOr } from '../pages/member-api-text';
import { writeNotification } from './notification-store';
import { notificationText } from './notification-text';

export interface ProductWatcher {
  stop(): Promise<void>;
  /** One look at every watched product now (tests; the timer calls the same). */
  runOnce(): Promise<WatchReport>;
}

export interface WatchReport {
  /** Code and market pairs the catalog answered for. */
  observed: number;
  priceDrops: number;
  backInStock: number;
}

export interface ProductWatcherOptions {
  intervalMs?: number;
  firstRunAfterMs?: number;
}

/** What the watcher saw of a product in a market, and its name in each language members there read. */
interface Sighting {
  code: string;
  market: MarketCode;
  product: ProductSummary;
  names: Map<Culture, string>;
}

const chunkSize = 200;
/** Observations of products no longer on any list are forgotten after a day. */
const forgetAfterMs = 24 * 60 * 60_000;

/** Each watched code per market and the languages of the members watching it there. */
async function watchedProducts(db: Queryable): Promise<Map<string, { market: MarketCode; culture: Culture; codes: string[] }>> {
  // A wish list has no market of its own: it is watched in its member's market.
  const rows = await db.query<{ code: string; market: MarketCode; culture: string }>(
    `SELECT w.code, m.market, m.culture FROM wish_list_items w JOIN members m ON m.id = w.member_id
     UNION
     SELECT p.code, p.market, m.culture FROM monitored_products p JOIN members m ON m.id = p.member_id`,
  );
  const groups = new Map<string, { market: MarketCode; culture: Culture; codes: string[] }>();
  for (const row of rows) {
    const culture = cultureOr(row.culture);
    const key = `${row.market}|${culture}`;
    const group = groups.get(key) ?? { market: row.market, culture, codes: [] };
    group.codes.push(row.code);
    groups.set(key, group);
  }
  return groups;
}

async function look(services: AccountServices): Promise<Map<string, Sighting>> {
  const sightings = new Map<string, Sighting>();
  for (const { market, culture, codes } of (await watchedProducts(services.db)).values()) {
    for (let start = 0; start < codes.length; start += chunkSize) {
      let found: Map<string, ProductSummary | null>;
      try {
        found = await services.products.products({ market, culture }, codes.slice(start, start + chunkSize));
      } catch (error) {
        // Not seen this time is not a change: those products are looked at again next time.
        services.logger.warn({ market, culture, err: (error as Error).message }, 'product watcher could not ask the catalog');
        continue;
      }
      for (const [code, product] of found) {
        if (!product) continue;
        const key = `${code}|${market}`;
        const sighting = sightings.get(key) ?? { code, market, product, names: new Map<Culture, string>() };
        sighting.names.set(culture, `${product.brandName} ${product.title}`.trim());
        sightings.set(key, sighting);
      }
    }
  }
  return sightings;
}

interface Observation {
  price: number | null;
  currency: string | null;
  is_buyable: boolean;
}

/** Records a sighting; what changed since the last one, decided under a lock so only one watcher reports a change. */
async function record(tx: Queryable, sighting: Sighting, now: Date): Promise<{ priceDropped: boolean; restocked: boolean }> {
  const current = sighting.product.price?.current ?? null;
  const isBuyable = sighting.product.isBuyable && sighting.product.availableInMarket;
  const [last] = await tx.query<Observation>(
    'SELECT price, currency, is_buyable FROM product_observations WHERE code = $1 AND market = $2 FOR UPDATE',
    [sighting.code, sighting.market],
  );
  const values = [sighting.code, sighting.market, current?.amount ?? null, current?.currency ?? null, isBuyable, now.toISOString()];
  if (!last) {
    // The first sighting is where comparing starts: nothing to report yet.
    await tx.query(
      `INSERT INTO product_observations (code, market, price, currency, is_buyable, seen_at, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (code, market) DO NOTHING`,
      values,
    );
    return { priceDropped: false, restocked: false };
  }
  const changed = last.price !== (current?.amount ?? null) || last.currency !== (current?.currency ?? null) || last.is_buyable !== isBuyable;
  if (changed) {
    await tx.query(
      'UPDATE product_observations SET price = $3, currency = $4, is_buyable = $5, seen_at = $6, changed_at = $6 WHERE code = $1 AND market = $2',
      values,
    );
  } else {
    await tx.query('UPDATE product_observations SET seen_at = $3 WHERE code = $1 AND market = $2', [sighting.code, sighting.market, now.toISOString()]);
  }
  return {
    priceDropped: current !== null && last.price !== null && last.currency === current.currency && current.amount < last.price,
    restocked: !last.is_buyable && isBuyable,
  };
}

async function notify(tx: Queryable, sighting: Sighting, kind: 'price-drop' | 'back-in-stock', now: Date): Promise<number> {
  const members =
    kind === 'price-drop'
      ? await tx.query<{ id: string; culture: string }>(
          'SELECT m.id, m.culture FROM wish_list_items w JOIN members m ON m.id = w.member_id WHERE w.code = $1 AND m.market = $2',
          [sighting.code, sighting.market],
        )
      : await tx.query<{ id: string; culture: string }>(
          'SELECT m.id, m.culture FROM monitored_products p JOIN members m ON m.id = p.member_id WHERE p.code = $1 AND p.market = $2',
          [sighting.code, sighting.market],
        );
  const { product } = sighting;
  const anyName = sighting.names.values().next().value ?? product.title;
  for (const member of members) {
    const culture = cultureOr(member.culture);
    const params: Record<string, string> = { product: sighting.names.get(culture) ?? anyName };
    if (kind === 'price-drop') params.price = formatPrice(product.price!.current, culture);
    await writeNotification(tx, {
      memberId: member.id,
      kind,
      targetUrl: product.url.startsWith('/') ? product.url : '/wishlist',
      text: notificationText(culture, kind === 'price-drop' ? '/MemberApi/Notifications/PriceDrop' : '/MemberApi/Notifications/BackInStock', params, ['product']),
      image: product.image,
      overlay: { emoji: kind === 'price-drop' ? '🏷️' : '🔔' },
      // The change's moment names the event: the same drop never notifies twice, a later one does.
      dedupeKey: `${kind}:${sighting.code}:${sighting.market}:${now.getTime()}`,
    });
  }
  return members.length;
}

/** One look at every product on a wish list or a monitored list, notifying the members concerned of changes. */
export async function watchProductsOnce(services: AccountServices): Promise<WatchReport> {
  const sightings = await look(services);
  const now = new Date(services.now());
  const report: WatchReport = { observed: sightings.size, priceDrops: 0, backInStock: 0 };
  for (const sighting of sightings.values()) {
    await services.db.transaction(async (tx) => {
      const change = await record(tx, sighting, now);
      if (change.priceDropped) report.priceDrops += (await notify(tx, sighting, 'price-drop', now)) > 0 ? 1 : 0;
      if (change.restocked) report.backInStock += (await notify(tx, sighting, 'back-in-stock', now)) > 0 ? 1 : 0;
    });
  }
  await services.db.query('DELETE FROM product_observations WHERE seen_at < $1', [new Date(now.getTime() - forgetAfterMs).toISOString()]);
  return report;
}

/** Looks at the watched products every minute (runs never overlap); `stop` waits for a running look to end. */
export function startProductWatcher(services: AccountServices, options: ProductWatcherOptions = {}): ProductWatcher {
  const { intervalMs = 60_000, firstRunAfterMs = 5_000 } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const runOnce = () => {
    const run = watchProductsOnce(services);
    running = run.catch(() => undefined);
    return run;
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => services.logger.error({ err: error }, 'product watcher run failed'))
        .finally(() => schedule(intervalMs));
    }, delay);
    timer.unref();
  };
  schedule(firstRunAfterMs);
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
