import { randomUUID } from 'node:crypto';
import type { Queryable } from '@storefront/platform/server';
import { describeOnEachBackend } from '../testing/test-app';
import { findGiftCard, giftCardBalanceOf, maskGiftCardCode, normalizeGiftCardCode, redeemGiftCard, releaseGiftCards } from './gift-cards';

const sek = (amount: number) => ({ amount, currency: 'SEK' as const });

test('codes are read without regard to case and spaces; anything else is no code', () => {
  expect(normalizeGiftCardCode(' gift-500 sek ')).toBe('GIFT-500SEK');
  expect(normalizeGiftCardCode('gift-500-sek')).toBe('GIFT-500-SEK');
  expect(normalizeGiftCardCode('abc')).toBeNull();
  expect(normalizeGiftCardCode("GIFT'; DROP TABLE")).toBeNull();
  expect(maskGiftCardCode('GIFT-2000-SEK')).toBe('•••• -SEK');
});

describeOnEachBackend('gift cards', (context) => {
  const db = () => context().db;
  /** A fresh card of its own for each test, so that tests never share a balance. */
  async function newCard(balance: number, { currency = 'SEK', expiresAt = '2099-01-01T00:00:00Z', disabled = false } = {}) {
    const code = `TEST-${randomUUID().slice(0, 8).toUpperCase()}`;
    await db().query('INSERT INTO gift_cards (code, balance, currency, expires_at, disabled) VALUES ($1, $2, $3, $4, $5)', [code, balance, currency, expiresAt, disabled]);
    return code;
  }
  const balanceOf = async (code: string) => (await findGiftCard(db(), code))!.balance.amount;
  const redeem = (tx: Queryable, code: string, amount: number, orderId = randomUUID()) => redeemGiftCard(tx, { code, amount: sek(amount), orderId });

  test('the demo cards are there', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const balances = await Promise.all(
      ['GIFT-500-SEK', 'GIFT-2000-SEK', 'GIFT-50-EUR', 'GIFT-EMPTY', 'GIFT-EXPIRED'].map(async (code) => giftCardBalanceOf((await findGiftCard(db(), code))!, 'SEK', now)),
    );
    expect(balances.map(({ code, balance, isUsable }) => [code, balance.amount, balance.currency, isUsable])).toEqual([
      ['GIFT-500-SEK', 50_000, 'SEK', true],
      ['GIFT-2000-SEK', 200_000, 'SEK', true],
      ['GIFT-50-EUR', 5_000, 'EUR', false],
      ['GIFT-EMPTY', 0, 'SEK', false],
      ['GIFT-EXPIRED', 50_000, 'SEK', false],
    ]);
    expect(await findGiftCard(db(), 'no-such-card')).toBeNull();
    expect(await findGiftCard(db(), 'x')).toBeNull();
  });

  test('redeeming takes the amount, once per order; releasing gives it back, once', async () => {
    const code = await newCard(50_000);
    const orderId = randomUUID();
    const redemption = await db().transaction((tx) => redeem(tx, code.toLowerCase(), 20_000, orderId));
    expect(redemption).toEqual({ code, amount: sek(20_000), balanceAfter: sek(30_000) });
    expect(await db().transaction((tx) => redeem(tx, code, 20_000, orderId))).toEqual(redemption);
    expect(await balanceOf(code)).toBe(30_000);
    await expect(db().transaction((tx) => redeem(tx, code, 10_000, orderId))).rejects.toThrow(/already redeemed differently/);

    expect(await db().transaction((tx) => releaseGiftCards(tx, orderId))).toEqual([{ code, amount: sek(20_000) }]);
    expect(await db().transaction((tx) => releaseGiftCards(tx, orderId))).toEqual([]);
    expect(await balanceOf(code)).toBe(50_000);
  });

  test('releasing an order gives back every card it used, and no other order', async () => {
    const [first, second] = [await newCard(10_000), await newCard(10_000)];
    const [orderId, otherOrder] = [randomUUID(), randomUUID()];
    await db().transaction(async (tx) => {
      await redeem(tx, first, 10_000, orderId);
      await redeem(tx, second, 4_000, orderId);
      await redeem(tx, second, 1_000, otherOrder);
    });
    const released = await db().transaction((tx) => releaseGiftCards(tx, orderId));
    expect(released.sort((a, b) => a.code.localeCompare(b.code))).toEqual([{ code: first, amount: sek(10_000) }, { code: second, amount: sek(4_000) }].sort((a, b) => a.code.localeCompare(b.code)));
    expect([await balanceOf(first), await balanceOf(second)]).toEqual([10_000, 9_000]);
  });

  test.each([
    ['more than the balance', { balance: 5_000 }, 5_001, /no longer enough/],
    ['another currency', { balance: 5_000, currency: 'EUR' }, 100, /can't be used/],
    ['an expired card', { balance: 5_000, expiresAt: '2020-01-01T00:00:00Z' }, 100, /can't be used/],
    ['a disabled card', { balance: 5_000, disabled: true }, 100, /can't be used/],
  ] as const)('%s is a 409 gift_card_insufficient and takes nothing', async (_what, card, amount, message) => {
    const { balance, ...rest } = card;
    const code = await newCard(balance, rest);
    const orderId = randomUUID();
    await expect(db().transaction((tx) => redeem(tx, code, amount, orderId))).rejects.toMatchObject({ status: 409, code: 'gift_card_insufficient', message: expect.stringMatching(message) });
    expect(await balanceOf(code)).toBe(5_000);
    expect(await db().query('SELECT * FROM gift_card_redemptions WHERE order_id = $1', [orderId])).toEqual([]);
  });

  test('an unknown code is a 409 too, in the shopper language', async () => {
    await expect(db().transaction((tx) => redeemGiftCard(tx, { code: 'NO-SUCH-CARD', amount: sek(100), orderId: randomUUID(), culture: 'sv-SE' }))).rejects.toMatchObject({
      status: 409,
      code: 'gift_card_insufficient',
      message: 'Presentkortet NO-SUCH-CARD kan inte användas för det här köpet.',
    });
  });

  test('the database never lets a balance go below zero', async () => {
    const code = await newCard(100);
    await expect(db().query('UPDATE gift_cards SET balance = balance - 200 WHERE code = $1', [code])).rejects.toThrow(/check constraint/);
  });

  test('20 simultaneous redemptions of 100 kr on a 500 kr card: exactly 5 succeed, the balance ends at 0', async () => {
    const code = await newCard(50_000);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => db().transaction((tx) => redeem(tx, code, 10_000))));
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(succeeded).toHaveLength(5);
    expect(failed.map((result) => (result.reason as { code?: string }).code)).toEqual(Array(15).fill('gift_card_insufficient'));
    expect(await balanceOf(code)).toBe(0);
    const [sum] = await db().query<{ total: number }>('SELECT sum(amount)::int AS total FROM gift_card_redemptions WHERE code = $1', [code]);
    expect(sum?.total).toBe(50_000);
    const balancesSeen = succeeded.map((result) => (result as PromiseFulfilledResult<{ balanceAfter: { amount: number } }>).value.balanceAfter.amount).sort((a, b) => a - b);
    expect(balancesSeen).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
  });
});
