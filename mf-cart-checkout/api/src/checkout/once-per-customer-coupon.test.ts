import { randomUUID } from 'node:crypto';
import type { CompletePurchaseResponse } from '../../../contract/payment';
import type { Identity } from '@storefront/platform/server';
import { call, cardToken, completePurchase, completeSwedishForm, fillCart, testCardNumbers } from '../testing/checkout-requests';
import { lipstick } from '../testing/fake-catalog';
import { anIdentity, describeOnEachBackend } from '../testing/test-app';

// BEAUTY20: 20 % off, once per customer (migration 002). The lipstick is 249 kr.
describeOnEachBackend('a once-per-customer code at purchase', (context) => {
  const url = () => context().url;
  const usedByYou = { success: false, errorMessage: 'Du har redan använt rabattkoden BEAUTY20.' };
  const ordersOf = (who: Partial<Identity>) =>
    context().db.query<{ status: string; coupon_codes: string[]; order_discount: number }>(
      'SELECT status, coupon_codes, order_discount FROM orders WHERE owner_id = $1 ORDER BY created_at',
      [who.userId ?? who.visitorId],
    );
  const usesOfBeauty20 = async () => (await context().db.query<{ uses: number }>("SELECT uses FROM coupon_codes WHERE code = 'BEAUTY20'"))[0]!.uses;

  /** Fills a cart, enters BEAUTY20 and gets a card token: everything up to the purchase. */
  async function readyToBuy(who: Partial<Identity>, email: string) {
    await fillCart(url(), who, { [lipstick.code]: 1 });
    const entered = await call(url(), 'POST', '/cart/addcouponCode', who, { code: 'BEAUTY20' });
    expect(entered.body.success).toBe(true);
    const token = await cardToken(url(), who, testCardNumbers.authorized);
    return completeSwedishForm(token, { orderer: { email } });
  }
  const buy = async (who: Partial<Identity>, email: string) => completePurchase(url(), who, await readyToBuy(who, email));
  const placed = (answer: { body: CompletePurchaseResponse }) => answer.body.orderConfirmationRedirectUrl !== undefined;

  test('a guest with a second cookie and the same address, however spelled, is refused with the spec message; nothing is ordered', async () => {
    const id = randomUUID().slice(0, 8);
    const first = anIdentity();
    expect(placed(await buy(first, `lisa.berg.${id}+beauty@gmail.com`))).toBe(true);
    expect(await ordersOf(first)).toEqual([{ status: 'placed', coupon_codes: ['BEAUTY20'], order_discount: 4_980 }]);
    const uses = await usesOfBeauty20();

    const second = anIdentity();
    const refused = await buy(second, `  Lisa.Berg${id}@GoogleMail.com`);
    expect(refused.status).toBe(200);
    expect(refused.body.newPageData?.validationResult).toEqual(usedByYou);
    expect(await ordersOf(second)).toEqual([]);
    expect(await usesOfBeauty20()).toBe(uses);

    // Without the code the same shopper buys at the full price.
    expect((await call(url(), 'POST', '/cart/removecouponCode', second, { code: 'BEAUTY20' })).status).toBe(200);
    const token = await cardToken(url(), second, testCardNumbers.authorized);
    expect(placed(await completePurchase(url(), second, completeSwedishForm(token, { orderer: { email: `lisa.berg.${id}@gmail.com` } })))).toBe(true);
    expect(await ordersOf(second)).toEqual([{ status: 'placed', coupon_codes: [], order_discount: 0 }]);
  });

  test('a member who used it is refused it as a guest with their address', async () => {
    const email = `member-${randomUUID()}@example.se`;
    const member = anIdentity({ userId: `u-${randomUUID()}` });
    expect(placed(await buy(member, email))).toBe(true);
    const guest = anIdentity();
    expect((await buy(guest, email.toUpperCase())).body.newPageData?.validationResult).toEqual(usedByYou);
    expect(await ordersOf(guest)).toEqual([]);
  });

  test('two purchases at once with one address and two cookies: one order with the discount, one refusal', async () => {
    const email = `twice-${randomUUID()}@example.se`;
    const shoppers = [anIdentity(), anIdentity()];
    const forms = await Promise.all(shoppers.map((who) => readyToBuy(who, email)));
    const uses = await usesOfBeauty20();
    const answers = await Promise.all(shoppers.map((who, index) => completePurchase(url(), who, forms[index]!)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.filter(placed)).toHaveLength(1);
    expect(answers.filter((answer) => !placed(answer)).map((answer) => answer.body.newPageData?.validationResult)).toEqual([usedByYou]);
    const orders = [...(await ordersOf(shoppers[0]!)), ...(await ordersOf(shoppers[1]!))];
    expect(orders).toEqual([{ status: 'placed', coupon_codes: ['BEAUTY20'], order_discount: 4_980 }]);
    expect(await usesOfBeauty20()).toBe(uses + 1);
  }, 60_000);
});
