import type { MarketCode } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { z } from 'zod';

export const orderNumberPattern = /^(SE|NO|FI|DK|PL|AT|DE|NL)\d{8}$/;

/** A path's order number as given: one that is no order number is an order not found (404), so any text is taken here. */
export const orderNumberParams = z.object({ orderNumber: z.string() });

/** 'SE10000001': the market the order was placed in and eight digits a person can read out on the phone. */
export function orderNumberOf(market: MarketCode, sequenceValue: number): string {
  if (!Number.isInteger(sequenceValue) || sequenceValue < 1 || sequenceValue > 99_999_999) {
    throw new Error(`An order number needs a sequence value from 1 to 99999999, not ${sequenceValue}`);
  }
  return `${market}${String(sequenceValue).padStart(8, '0')}`;
}

/** The next order number; the sequence never gives a value twice, even to transactions that roll back. */
export async function nextOrderNumber(tx: Queryable, market: MarketCode): Promise<string> {
  const [row] = await tx.query<{ value: number }>("SELECT nextval('order_numbers')::int AS value");
  return orderNumberOf(market, row!.value);
}
