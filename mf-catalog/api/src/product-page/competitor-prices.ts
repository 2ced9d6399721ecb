import type { CurrencyCode } from '@storefront/platform';
import type { CompetitorLowestPrices } from '../../../contract/product-page';
import type { Queryable } from '@storefront/platform/server';
import { addDays } from '../demo-data/dates';

/** How far back a competitor's price still counts. */
export const competitorPriceDays = 30;

/** Each competitor's lowest price for the variant seen in the last 30 days, in `currency`, cheapest first. */
export async function competitorLowestPrices(db: Queryable, variantCode: string, currency: CurrencyCode, today: string): Promise<CompetitorLowestPrices> {
  const rows = await db.query<{ competitor: string; amount: number; seen_on: string }>(
    `SELECT DISTINCT ON (competitor) competitor, amount, seen_on::text AS seen_on
     FROM competitor_prices
     WHERE variant_code = $1 AND currency = $2 AND seen_on > $3::date AND seen_on <= $4::date
     ORDER BY competitor, amount, seen_on DESC`,
    [variantCode, currency, addDays(today, -competitorPriceDays), today],
  );
  const prices = rows
    .map((row) => ({ competitor: row.competitor, price: { amount: row.amount, currency }, seenOn: row.seen_on }))
    .sort((a, b) => a.price.amount - b.price.amount || a.competitor.localeCompare(b.competitor));
  return { variantCode, prices };
}
