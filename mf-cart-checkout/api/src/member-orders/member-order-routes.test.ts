import { randomUUID } from 'node:crypto';
import type { MemberOrder } from '@storefront/platform';
import { call } from '../testing/checkout-requests';
import { lipstick, serum } from '../testing/fake-catalog';
import { buy } from '../testing/placed-orders';
import { anIdentity, describeOnEachBackend } from '../testing/test-app';

describeOnEachBackend('a member’s orders for team Account', (context) => {
  const url = () => context().url;
  const memberA = anIdentity({ userId: randomUUID() });
  const memberB = anIdentity({ userId: randomUUID() });
  /** As team Account asks: its service identity, on behalf of the member. */
  const asMember = (who: typeof memberA, path: string, culture = who.culture) => call(url(), 'GET', path, { ...who, culture, service: 'account' });
  const ordersOf = (who: typeof memberA) => `/internal/members/${who.userId}/orders`;
  let first: string;
  let second: string;
  let ofB: string;
  let ofVisitor: string;

  beforeAll(async () => {
    first = (await buy(url(), memberA, { [lipstick.code]: 2, [serum.code]: 1 })).orderNumber!;
    second = (await buy(url(), memberA, { [lipstick.code]: 1 })).orderNumber!;
    // A declined card and an unanswered challenge: never placed, never shown.
    await buy(url(), memberA, { [serum.code]: 1 }, 'declined');
    await buy(url(), memberA, { [serum.code]: 2 }, 'challenge');
    ofB = (await buy(url(), memberB, { [serum.code]: 1 })).orderNumber!;
    const visitor = anIdentity();
    ofVisitor = (await buy(url(), visitor, { [lipstick.code]: 1 })).orderNumber!;
  }, 60_000);

  test('the list holds the member’s placed orders only, newest first', async () => {
    const answer = await asMember(memberA, ordersOf(memberA));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const orders = answer.body as MemberOrder[];
    expect(orders.map((order) => [order.orderNumber, order.status, order.isOngoing])).toEqual([
      [second, 'placed', true],
      [first, 'placed', true],
    ]);
    expect(orders.map((order) => order.orderNumber)).not.toContain(ofB);
    expect(orders.map((order) => order.orderNumber)).not.toContain(ofVisitor);
  });

  test('one order: lines as bought, totals that add up, VAT included at 25 %, names in the asked language', async () => {
    const answer = await asMember(memberA, `${ordersOf(memberA)}/${first}`, 'en-US');
    expect(answer.status).toBe(200);
    const order = answer.body as MemberOrder;
    const sek = (amount: number) => ({ amount, currency: 'SEK' });
    // 2 × 249 kr + 399 kr = 897 kr: over the free-shipping threshold.
    expect(order).toEqual({
      orderNumber: first,
      status: 'placed',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      total: sek(89_700),
      itemCount: 3,
      isOngoing: true,
      loyaltyPoints: expect.any(Number),
      lines: [
        {
          code: lipstick.code,
          name: 'Velvet Lipstick Ruby 3,5 g',
          brandName: 'Lumière',
          image: expect.objectContaining({ src: `/images/products/${lipstick.code}/1` }),
          url: `/p/velvet-lipstick/${lipstick.code}`,
          quantity: 2,
          unitPrice: sek(24_900),
          total: sek(49_800),
          returnableQuantity: 2,
        },
        expect.objectContaining({ code: serum.code, quantity: 1, unitPrice: sek(39_900), total: sek(39_900), returnableQuantity: 1 }),
      ],
      subTotal: sek(89_700),
      shipping: sek(0),
      discount: sek(0),
      vat: sek(17_940),
      shippingMethodName: 'Home delivery',
      deliveryAddress: { name: 'Anna Andersson', street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm' },
      paymentMethodNames: ['Card •••• 1111'],
      shippedAt: null,
      trackingUrl: null,
      returns: [],
    });
    expect(order.loyaltyPoints).toBeGreaterThan(0);
    expect(order.subTotal.amount - order.discount.amount + order.shipping.amount).toBe(order.total.amount);
  });

  test('shipping below the free-shipping threshold is part of the total', async () => {
    const order = (await asMember(memberA, `${ordersOf(memberA)}/${second}`)).body as MemberOrder;
    expect(order.shipping.amount).toBeGreaterThan(0);
    expect(order.subTotal.amount + order.shipping.amount - order.discount.amount).toBe(order.total.amount);
    expect(order.paymentMethodNames).toEqual(['Kort •••• 1111']);
    expect(order.shippingMethodName).toBe('Hemleverans');
  });

  test('someone else’s order, a visitor’s, an unknown or malformed number: 404', async () => {
    for (const orderNumber of [ofB, ofVisitor, 'SE99999999', 'nonsense', 'se10000001']) {
      const answer = await asMember(memberA, `${ordersOf(memberA)}/${orderNumber}`);
      expect([orderNumber, answer.status, answer.body.error?.code]).toEqual([orderNumber, 404, 'order_not_found']);
    }
    expect((await asMember(memberB, `${ordersOf(memberB)}/${ofB}`)).status).toBe(200);
  });

  test('only Account, on behalf of the member, may ask: for another member or a visitor, or as a browser or another service, nothing', async () => {
    for (const path of [ordersOf(memberA), `${ordersOf(memberA)}/${first}`]) {
      expect((await asMember(memberB, path)).status).toBe(403);
      expect((await call(url(), 'GET', path, { ...anIdentity(), service: 'account' })).status).toBe(403);
      // The member's own browser identity, as the gateway signs it, is not Account's service.
      const asBrowser = await call(url(), 'GET', path, memberA);
      expect([asBrowser.status, asBrowser.body.error.code]).toEqual([401, 'service_only']);
      expect((await call(url(), 'GET', path, { ...memberA, service: 'catalog' })).status).toBe(403);
    }
    const unsigned = await fetch(`${url()}${ordersOf(memberA)}`);
    expect(unsigned.status).toBe(401);
  });

  test('a member without orders has an empty list', async () => {
    const nobody = anIdentity({ userId: randomUUID() });
    expect((await asMember(nobody, ordersOf(nobody))).body).toEqual([]);
  });
}, {}, 'http');
