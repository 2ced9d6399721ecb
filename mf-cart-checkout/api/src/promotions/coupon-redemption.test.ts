import { randomUUID } from 'node:crypto';
import type { Cart } from '@storefront/platform';
import { ResponseError } from '@storefront/platform/server';
import { describeOnEachBackend } from '../testing/test-app';
import { ownerKeyOf, redeemableCouponCodes, redeemCouponCodes, releaseCouponCodes } from './coupon-redemption';

describeOnEachBackend('coupon code redemption', (context) => {
  const db = () => context().db;
  const usesOf = async (code: string) => (await db().query<{ uses: number }>('SELECT uses FROM coupon_codes WHERE code = $1', [code]))[0]!.uses;
  const redemptionsOf = async (code: string) =>
    (await db().query<{ count: number }>('SELECT count(*)::int AS count FROM coupon_redemptions WHERE code = $1', [code]))[0]!.count;
  const redeem = (codes: string[], ownerKey = `visitor:${randomUUID()}`, orderId = randomUUID(), customerEmail = `${randomUUID()}@example.se`) =>
    db().transaction((tx) => redeemCouponCodes(tx, { orderId, ownerKey, customerEmail, codes }));
  const outcomes = (settled: PromiseSettledResult<unknown>[]) => ({
    redeemed: settled.filter((result) => result.status === 'fulfilled').length,
    refusals: settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as ResponseError] : [])),
  });

  test('the owner key is the owner kind and id', () => {
    expect(ownerKeyOf({ kind: 'member', id: 'u-1' })).toBe('member:u-1');
    expect(ownerKeyOf({ kind: 'visitor', id: 'v-1' })).toBe('visitor:v-1');
  });

  test('ONCEONLY redeemed by 20 orders at once in separate transactions: exactly one gets it', async () => {
    const orderIds = Array.from({ length: 20 }, () => randomUUID());
    const { redeemed, refusals } = outcomes(await Promise.allSettled(orderIds.map((orderId) => redeem(['onceonly'], `visitor:${orderId}`, orderId))));
    expect(redeemed).toBe(1);
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(ResponseError);
      expect([refusal.status, refusal.code, refusal.message]).toEqual([409, 'coupon_used_up', 'The discount code ONCEONLY has been used up.']);
    }
    expect(await usesOf('ONCEONLY')).toBe(1);
    expect(await redemptionsOf('ONCEONLY')).toBe(1);

    // The winning order is cancelled: the use comes back, once, and the code can be redeemed again.
    const [winner] = await db().query<{ order_id: string }>("SELECT order_id FROM coupon_redemptions WHERE code = 'ONCEONLY'");
    expect(await db().transaction((tx) => releaseCouponCodes(tx, winner!.order_id))).toEqual(['ONCEONLY']);
    expect(await db().transaction((tx) => releaseCouponCodes(tx, winner!.order_id))).toEqual([]);
    expect(await usesOf('ONCEONLY')).toBe(0);
    expect(await redemptionsOf('ONCEONLY')).toBe(0);
    await redeem(['ONCEONLY']);
    expect(await usesOf('ONCEONLY')).toBe(1);
  }, 60_000);

  test('a once-per-customer code: 10 orders of one customer at once get it once; another customer gets it too', async () => {
    const customer = ownerKeyOf({ kind: 'member', id: `u-${randomUUID()}` });
    const before = await usesOf('BEAUTY20');
    const { redeemed, refusals } = outcomes(await Promise.allSettled(Array.from({ length: 10 }, () => redeem(['BEAUTY20'], customer))));
    expect(redeemed).toBe(1);
    expect(refusals.map((refusal) => [refusal.status, refusal.code, refusal.message])).toEqual(
      Array(9).fill([409, 'coupon_used_up', 'You have already used the discount code BEAUTY20.']),
    );
    // The refused orders' transactions rolled back: only one use is counted.
    expect(await usesOf('BEAUTY20')).toBe(before + 1);
    await redeem(['BEAUTY20'], ownerKeyOf({ kind: 'member', id: `u-${randomUUID()}` }));
    expect(await usesOf('BEAUTY20')).toBe(before + 2);
  }, 60_000);

  test('a once-per-customer code counts the e-mail address too: other cookies, spellings, or logging in do not make another customer', async () => {
    const before = await usesOf('BEAUTY20');
    const id = randomUUID().slice(0, 8);
    const email = `anna.b.${id}@gmail.com`;
    const member = ownerKeyOf({ kind: 'member', id: `u-${randomUUID()}` });
    await redeem(['BEAUTY20'], `visitor:${randomUUID()}`, randomUUID(), email);
    const sameCustomer = [
      [`visitor:${randomUUID()}`, email],
      [`visitor:${randomUUID()}`, `  ${email.toUpperCase()} `],
      [`visitor:${randomUUID()}`, `anna.b.${id}+beauty@gmail.com`],
      [member, `a.n.n.a.b${id}@googlemail.com`],
    ];
    for (const [ownerKey, spelling] of sameCustomer) {
      await expect(redeem(['BEAUTY20'], ownerKey, randomUUID(), spelling)).rejects.toMatchObject({
        status: 409,
        code: 'coupon_used_up',
        message: 'You have already used the discount code BEAUTY20.',
      });
    }
    // The member's own redemption keys the member too: another address of theirs is still them.
    await redeem(['BEAUTY20'], member, randomUUID(), `someone.else.${randomUUID()}@example.se`);
    await expect(redeem(['BEAUTY20'], member, randomUUID(), `third.${randomUUID()}@example.se`)).rejects.toMatchObject({ code: 'coupon_used_up' });
    expect(await usesOf('BEAUTY20')).toBe(before + 2);
    // A code that is not once per customer is redeemed by the same address as often as it likes.
    await redeem(['WELCOME10'], `visitor:${randomUUID()}`, randomUUID(), email);
    await redeem(['WELCOME10'], `visitor:${randomUUID()}`, randomUUID(), email);
  });

  test('10 orders with one e-mail address and 10 visitor cookies at once: exactly one redeems a once-per-customer code', async () => {
    const before = await usesOf('BEAUTY20');
    const email = `guest-${randomUUID()}@example.se`;
    const { redeemed, refusals } = outcomes(
      await Promise.allSettled(Array.from({ length: 10 }, () => redeem(['BEAUTY20'], `visitor:${randomUUID()}`, randomUUID(), email))),
    );
    expect(redeemed).toBe(1);
    expect(refusals.map((refusal) => refusal.code)).toEqual(Array(9).fill('coupon_used_up'));
    expect(await usesOf('BEAUTY20')).toBe(before + 1);
    const keys = await db().query('SELECT customer_email FROM coupon_redemptions WHERE code = $1 AND customer_email = $2', ['BEAUTY20', email]);
    expect(keys).toEqual([{ customer_email: email }]);
  }, 60_000);

  test('several codes in one order; one refused rolls all of them back with the order', async () => {
    const welcome = await usesOf('WELCOME10');
    const orderId = randomUUID();
    await redeem(['WELCOME10', 'FREESHIP', 'welcome10'], 'visitor:several', orderId);
    expect(await usesOf('WELCOME10')).toBe(welcome + 1);
    expect(await db().query('SELECT code, owner_key FROM coupon_redemptions WHERE order_id = $1 ORDER BY code', [orderId])).toEqual([
      { code: 'FREESHIP', owner_key: 'visitor:several' },
      { code: 'WELCOME10', owner_key: 'visitor:several' },
    ]);
    await expect(redeem(['WELCOME10', 'EXPIRED'])).rejects.toMatchObject({ status: 409, code: 'coupon_not_valid', message: 'The discount code EXPIRED has expired.' });
    await expect(redeem(['NOTACODE'])).rejects.toMatchObject({ status: 409, code: 'coupon_not_valid', message: 'There is no discount code NOTACODE.' });
    expect(await usesOf('WELCOME10')).toBe(welcome + 1);
  });

  test('the messages of a refusal are in the language asked for', async () => {
    await expect(
      db().transaction((tx) => redeemCouponCodes(tx, { orderId: randomUUID(), ownerKey: 'visitor:x', customerEmail: 'x@example.se', codes: ['EXPIRED'], culture: 'sv-SE', market: 'SE' })),
    ).rejects.toMatchObject({ message: 'Rabattkoden EXPIRED har gått ut.' });
  });

  test('the codes to redeem are the cart’s codes that take effect', () => {
    const promotion = (code: string, kind: Cart['promotions'][number]['kind'], notAppliedReason?: string) => ({
      code,
      kind,
      name: code,
      discount: { amount: 0, currency: 'SEK' as const },
      ...(notAppliedReason ? { notAppliedReason } : {}),
    });
    const cart = { promotions: [promotion('SAVE50', 'couponCode', 'Spend more'), promotion('FREESHIP', 'freeShipping'), promotion('gift', 'giftWithPurchase'), promotion('WELCOME10', 'couponCode')] } as Cart;
    expect(redeemableCouponCodes(cart)).toEqual(['FREESHIP', 'WELCOME10']);
  });
});
