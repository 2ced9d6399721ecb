import type { Culture, CurrencyCode, Money } from '@storefront/platform';
import { giftCardCode, type GiftCardBalance } from '../../../contract/gift-cards';
import { ResponseError, type Queryable } from '@storefront/platform/server';
import { giftCardMessage } from './gift-card-texts';

export interface GiftCard {
  code: string;
  balance: Money;
  expiresAt: Date;
  disabled: boolean;
}

/** The code as gift_cards keeps it, or null when it cannot be one. */
export function normalizeGiftCardCode(code: string): string | null {
  const parsed = giftCardCode.safeParse(code);
  return parsed.success ? parsed.data : null;
}

/** '•••• -SEK': all but the last four characters hidden, for order summaries and receipts. */
export const maskGiftCardCode = (code: string) => `•••• ${code.slice(-4)}`;

interface GiftCardRow {
  code: string;
  balance: number;
  currency: CurrencyCode;
  expiresAt: Date;
  disabled: boolean;
}

const giftCardOf = ({ balance, currency, ...row }: GiftCardRow): GiftCard => ({ ...row, balance: { amount: balance, currency } });

export async function findGiftCard(db: Queryable, code: string): Promise<GiftCard | null> {
  const normalized = normalizeGiftCardCode(code);
  if (!normalized) return null;
  const [row] = await db.query<GiftCardRow>(
    'SELECT code, balance, currency, expires_at AS "expiresAt", disabled FROM gift_cards WHERE code = $1',
    [normalized],
  );
  return row ? giftCardOf(row) : null;
}

/** Whether the card can pay now in `currency`: enabled, not expired, the same currency, money left. */
export function isGiftCardUsable(card: GiftCard, currency: CurrencyCode, now: Date = new Date()): boolean {
  return !card.disabled && card.expiresAt.getTime() > now.getTime() && card.balance.currency === currency && card.balance.amount > 0;
}

/** `GET /api/gift-cards/{code}` answers this; `currency` is the shopper's market's. */
export function giftCardBalanceOf(card: GiftCard, currency: CurrencyCode, now: Date = new Date()): GiftCardBalance {
  return { code: card.code, balance: card.balance, expiresAt: card.expiresAt.toISOString(), isUsable: isGiftCardUsable(card, currency, now) };
}

export interface GiftCardRedemption {
  code: string;
  amount: Money;
  balanceAfter: Money;
}

/**
 * Takes `amount` from the card for the order, inside the order's transaction. The decrement and its record are one
 * statement guarded by balance, currency, expiry and state, so concurrent orders can never overdraw a card.
 * Redeeming the same card for the same order again changes nothing. Refusals are 409 `gift_card_insufficient`.
 */
export async function redeemGiftCard(
  tx: Queryable,
  { code, amount, orderId, culture = 'en-US' }: { code: string; amount: Money; orderId: string; culture?: Culture },
): Promise<GiftCardRedemption> {
  if (!Number.isSafeInteger(amount.amount) || amount.amount < 0) throw new Error(`A gift card redemption is whole minor units, not ${amount.amount}`);
  const normalized = normalizeGiftCardCode(code);
  const refuse = (problem: 'insufficientBalance' | 'notUsable') =>
    new ResponseError(409, 'gift_card_insufficient', giftCardMessage(problem, culture, normalized ?? code.slice(0, 40)));
  if (!normalized) throw refuse('notUsable');

  const [earlier] = await tx.query<{ amount: number; currency: CurrencyCode; released: boolean }>(
    'SELECT amount, currency, released_at IS NOT NULL AS released FROM gift_card_redemptions WHERE code = $1 AND order_id = $2',
    [normalized, orderId],
  );
  if (earlier) {
    if (earlier.released || earlier.amount !== amount.amount || earlier.currency !== amount.currency) {
      throw new Error(`Gift card ${normalized} was already redeemed differently for order ${orderId}`);
    }
    const card = await findGiftCard(tx, normalized);
    return { code: normalized, amount, balanceAfter: card!.balance };
  }

  if (amount.amount === 0) {
    const card = await findGiftCard(tx, normalized);
    if (!card || card.balance.currency !== amount.currency) throw refuse('notUsable');
    return { code: normalized, amount, balanceAfter: card.balance };
  }

  const [taken] = await tx.query<{ balance: number }>(
    `WITH taken AS (
       UPDATE gift_cards SET balance = balance - $3
       WHERE code = $1 AND currency = $4 AND balance >= $3 AND expires_at > now() AND NOT disabled
       RETURNING code, balance
     ), recorded AS (
       INSERT INTO gift_card_redemptions (code, order_id, amount, currency)
       SELECT code, $2, $3, $4 FROM taken
       RETURNING code
     )
     SELECT balance FROM taken`,
    [normalized, orderId, amount.amount, amount.currency],
  );
  if (taken) return { code: normalized, amount, balanceAfter: { amount: taken.balance, currency: amount.currency } };

  const card = await findGiftCard(tx, normalized);
  const usable = card !== null && !card.disabled && card.balance.currency === amount.currency && card.expiresAt.getTime() > Date.now();
  throw refuse(usable ? 'insufficientBalance' : 'notUsable');
}

/** Gives back what an order took from gift cards (order cancelled); a second call gives nothing more. */
export async function releaseGiftCards(tx: Queryable, orderId: string): Promise<{ code: string; amount: Money }[]> {
  const rows = await tx.query<{ code: string; amount: number; currency: CurrencyCode }>(
    `WITH released AS (
       UPDATE gift_card_redemptions SET released_at = now()
       WHERE order_id = $1 AND released_at IS NULL
       RETURNING code, amount, currency
     )
     UPDATE gift_cards AS card SET balance = card.balance + released.amount
     FROM released WHERE card.code = released.code
     RETURNING card.code, released.amount, released.currency`,
    [orderId],
  );
  return rows.map((row) => ({ code: row.code, amount: { amount: row.amount, currency: row.currency } }));
}
