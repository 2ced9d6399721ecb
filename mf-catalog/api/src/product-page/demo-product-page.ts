import { createHash } from 'node:crypto';
import type { CurrencyCode } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import type { DemoCatalog, PriceRow } from '../demo-data/catalog-rows';
import { addDays } from '../demo-data/dates';
import { psychologicalPrice } from '../demo-data/pricing';
import { stableHash } from '../demo-data/stable-hash';

export interface PriceHistoryRow {
  variant_code: string;
  currency: CurrencyCode;
  valid_from: string;
  amount: number;
  member_amount: number | null;
}

export interface ProductVideoRow {
  id: string;
  product_code: string;
  sort_order: number;
  provider: 'youtube';
  provider_video_id: string;
  title: string;
  duration_seconds: number;
}

export interface CompetitorPriceRow {
  variant_code: string;
  competitor: string;
  currency: CurrencyCode;
  amount: number;
  seen_on: string;
}

/** How long before the catalog was made the demo history starts: every demo variant existed 60 days earlier. */
const historyStartDays = 60;

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

/** `amount` (minor units) times `factor`, at a price point of the currency. */
const scaled = (amount: number, currency: CurrencyCode, factor: number) => psychologicalPrice((amount / 100) * factor, currency);

/**
 * The demo catalog's past prices, so the price history and the lowest-price rule have something to show. Per variant,
 * the same story in every currency: a variant on sale had its previous price until 10–25 days ago; one in five had a
 * campaign price for 3–7 days that began 10–25 days ago; one in ten cost more until then; the rest kept their price.
 */
export function demoPriceHistory(prices: PriceRow[], referenceDate: string): PriceHistoryRow[] {
  return prices.flatMap((price): PriceHistoryRow[] => {
    const hash = stableHash(`price:${price.variant_code}`);
    const changedDaysAgo = 10 + ((hash >>> 8) % 16);
    const changedOn = addDays(referenceDate, -changedDaysAgo);
    const row = (validFrom: string, amount: number, memberAmount = price.member_amount): PriceHistoryRow => ({
      variant_code: price.variant_code,
      currency: price.currency,
      valid_from: validFrom,
      amount,
      member_amount: memberAmount !== null ? Math.min(memberAmount, amount) : null,
    });
    const start = addDays(referenceDate, -historyStartDays);
    if (price.previous_amount !== null) return [row(start, price.previous_amount), row(changedOn, price.amount)];
    const story = hash % 10;
    if (story < 2) {
      const campaign = scaled(price.amount, price.currency, 0.8);
      const campaignDays = 3 + ((hash >>> 16) % 5);
      if (campaign < price.amount) {
        return [row(start, price.amount), row(changedOn, campaign), row(addDays(changedOn, campaignDays), price.amount)];
      }
    } else if (story === 2) {
      const higher = scaled(price.amount, price.currency, 1.15);
      if (higher > price.amount) return [row(start, higher), row(changedOn, price.amount)];
    }
    return [row(start, price.amount)];
  });
}

/**
 * Point-of-sale flags of the demo catalog: about a third of the products sold in stores only (no variant in the online
 * warehouse, every one on store shelves) are shown in stores only; those and one product in 150 were made in a till.
 */
export function demoPosFlags(catalog: DemoCatalog): { showInPosOnly: string[]; originatesFromPos: string[] } {
  const stock = new Map(catalog.stock.map((row) => [row.variant_code, row]));
  const variantsOf = groupBy(catalog.variants, (variant) => variant.product_code);
  const showInPosOnly = catalog.products
    .filter((product) => stableHash(`pos:${product.code}`) % 3 === 0)
    .filter((product) =>
      (variantsOf.get(product.code) ?? []).every((variant) => {
        const row = stock.get(variant.code);
        return row !== undefined && row.online_quantity === 0 && row.store_quantity > 0;
      }),
    )
    .map((product) => product.code);
  const fromTill = catalog.products.filter((product) => stableHash(`pos:${product.code}`) % 150 === 0).map((product) => product.code);
  return { showInPosOnly, originatesFromPos: [...new Set([...showInPosOnly, ...fromTill])] };
}

const videoKinds = ['how to use it', 'behind the formula', 'three looks'] as const;

/** A provider id of the right form (11 characters of base64url), the same for the same video. */
const providerVideoId = (videoId: string) => createHash('sha256').update(`video:${videoId}`).digest('base64url').slice(0, 11);

/** Videos of the demo catalog: the most popular product of every category has one or two, and so has one product in eight. */
export function demoVideos(catalog: DemoCatalog): ProductVideoRow[] {
  const brandNames = new Map(catalog.brands.map((brand) => [brand.code, brand.name]));
  const topOfCategory = new Set(
    [...groupBy(catalog.products, (product) => product.category_code).values()].map(
      (products) => products.reduce((top, product) => (product.popularity > top.popularity ? product : top)).code,
    ),
  );
  return catalog.products
    .filter((product) => topOfCategory.has(product.code) || stableHash(`video:${product.code}`) % 8 === 0)
    .flatMap((product) => {
      const hash = stableHash(`video:${product.code}`);
      const count = hash % 3 === 0 ? 2 : 1;
      return Array.from({ length: count }, (_, index): ProductVideoRow => {
        const id = `${product.code.toLowerCase()}-${index + 1}`;
        return {
          id,
          product_code: product.code,
          sort_order: index,
          provider: 'youtube',
          provider_video_id: providerVideoId(id),
          title: `${brandNames.get(product.brand_code) ?? ''} ${product.name}: ${videoKinds[(hash + index) % videoKinds.length]}`.trim(),
          duration_seconds: 30 + ((hash >>> (8 + index * 4)) % 300),
        };
      });
    });
}

export const demoCompetitors = ['Glow Market', 'Skönhetsboden', 'Beauty Outlet Online'] as const;

/**
 * Prices seen at competitors for the first variant of one product in six: two or three shops, each seen twice in
 * the last four weeks at up to 12 % below or above our price.
 */
export function demoCompetitorPrices(catalog: DemoCatalog, referenceDate: string): CompetitorPriceRow[] {
  const firstVariants = new Set(catalog.variants.filter((variant) => variant.sort_order === 0 && stableHash(`rival:${variant.product_code}`) % 6 === 0).map((variant) => variant.code));
  return catalog.prices
    .filter((price) => firstVariants.has(price.variant_code))
    .flatMap((price) => {
      const hash = stableHash(`rival:${price.variant_code}`);
      const competitors = demoCompetitors.slice(0, 2 + (hash % 2));
      return competitors.flatMap((competitor, index) =>
        [3 + ((hash >>> (index * 3)) % 7), 15 + ((hash >>> (index * 5)) % 14)].map((daysAgo, seen): CompetitorPriceRow => {
          const factor = 0.88 + (((hash >>> (index * 4 + seen * 2)) % 25) / 100);
          return {
            variant_code: price.variant_code,
            competitor,
            currency: price.currency,
            amount: scaled(price.amount, price.currency, factor),
            seen_on: addDays(referenceDate, -daysAgo),
          };
        }),
      );
    });
}

async function insertJson(tx: Queryable, table: string, columns: string, rows: object[], onConflict = ''): Promise<void> {
  for (let start = 0; start < rows.length; start += 5000) {
    await tx.query(
      `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json) ${onConflict}`,
      [JSON.stringify(rows.slice(start, start + 5000))],
    );
  }
}

/** The demo catalog's product page data: past prices, point-of-sale flags, videos and competitors' prices. */
export async function seedDemoProductPage(tx: Queryable, catalog: DemoCatalog, referenceDate: string): Promise<void> {
  // The trigger has written today's prices; the seeded past leaves any row it finds alone.
  await insertJson(tx, 'price_history', 'variant_code, currency, valid_from, amount, member_amount', demoPriceHistory(catalog.prices, referenceDate), 'ON CONFLICT DO NOTHING');
  const flags = demoPosFlags(catalog);
  await tx.query('UPDATE products SET show_in_pos_only = true WHERE code = ANY($1::text[])', [flags.showInPosOnly]);
  await tx.query('UPDATE products SET originates_from_pos = true WHERE code = ANY($1::text[])', [flags.originatesFromPos]);
  await insertJson(tx, 'product_videos', 'id, product_code, sort_order, provider, provider_video_id, title, duration_seconds', demoVideos(catalog));
  await insertJson(tx, 'competitor_prices', 'variant_code, competitor, currency, amount, seen_on', demoCompetitorPrices(catalog, referenceDate));
}
