import type { CurrencyCode, Money, PriceHistory, PriceHistoryDay } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { addDays } from '../demo-data/dates';

/** A price that took effect on `validFrom` ('YYYY-MM-DD') and held until the next one. */
export interface PriceChange {
  validFrom: string;
  amount: number;
  /** A member's price (rather than the ordinary price a member pays where there is no member price). */
  isMemberPrice?: boolean;
}

export const priceHistoryDays = 30;

/**
 * Every price change of a variant in a currency up to `today`, oldest first: the member price (where there is one)
 * for members, else the ordinary price.
 */
export async function priceChanges(db: Queryable, variantCode: string, currency: CurrencyCode, today: string, isMember: boolean): Promise<PriceChange[]> {
  const rows = await db.query<{ valid_from: string; amount: number; is_member_price: boolean }>(
    `SELECT valid_from::text AS valid_from, CASE WHEN $4 THEN coalesce(member_amount, amount) ELSE amount END AS amount,
            $4 AND member_amount IS NOT NULL AS is_member_price
     FROM price_history WHERE variant_code = $1 AND currency = $2 AND valid_from <= $3::date
     ORDER BY valid_from`,
    [variantCode, currency, today, isMember],
  );
  return rows.map((row) => ({ validFrom: row.valid_from, amount: row.amount, isMemberPrice: row.is_member_price }));
}

/** The price in effect on `date`, or undefined before the first change. */
function priceOn(changes: PriceChange[], date: string): number | undefined {
  let amount: number | undefined;
  for (const change of changes) {
    if (change.validFrom > date) break;
    amount = change.amount;
  }
  return amount;
}

/** The lowest price in effect on any day of [from, to) ('YYYY-MM-DD'), or null when none was. */
function lowestBetween(changes: PriceChange[], from: string, to: string): number | null {
  const amounts = [priceOn(changes, from), ...changes.filter((change) => change.validFrom > from && change.validFrom < to).map((change) => change.amount)];
  const known = amounts.filter((amount): amount is number => amount !== undefined);
  return known.length > 0 ? Math.min(...known) : null;
}

/** The price of each of the `days` days ending `today`, oldest first; days before the first known price are left out. */
export function dailyPrices(changes: PriceChange[], today: string, days = priceHistoryDays): { date: string; amount: number }[] {
  const series: { date: string; amount: number }[] = [];
  for (let offset = days - 1; offset >= 0; offset--) {
    const date = addDays(today, -offset);
    const amount = priceOn(changes, date);
    if (amount !== undefined) series.push({ date, amount });
  }
  return series;
}

/** The lowest price of the `days` days ending `today`, or null without history. */
export function lowestOfDays(changes: PriceChange[], today: string, days = priceHistoryDays): number | null {
  return lowestBetween(changes, addDays(today, -(days - 1)), addDays(today, 1));
}

/**
 * The prior price of the EU price indication rule (Directive 98/6/EC art. 6a): the lowest price in the 30 days before
 * the current price took effect. Null when the catalog knows no price from that time.
 */
export function priorPrice(changes: PriceChange[], today: string): number | null {
  const current = priceOn(changes, today);
  if (current === undefined) return null;
  // The current price took effect where the last run of changes to the same price began.
  let index = changes.findLastIndex((change) => change.validFrom <= today);
  while (index > 0 && changes[index - 1]!.amount === current) index--;
  const since = changes[index]!.validFrom;
  return lowestBetween(changes, addDays(since, -priceHistoryDays), since);
}

/** The body of GET /api/catalog/variants/{code}/price-history. */
export function priceHistoryOf(variantCode: string, currency: CurrencyCode, changes: PriceChange[], today: string): PriceHistory {
  const money = (amount: number): Money => ({ amount, currency });
  const days: PriceHistoryDay[] = dailyPrices(changes, today).map((day) => ({ date: day.date, price: money(day.amount) }));
  const amounts = days.map((day) => day.price.amount);
  return {
    variantCode,
    currency,
    isMemberPrice: changes.findLast((change) => change.validFrom <= today)?.isMemberPrice ?? false,
    days,
    ...(amounts.length > 0 ? { lowest: money(Math.min(...amounts)), highest: money(Math.max(...amounts)) } : {}),
  };
}
