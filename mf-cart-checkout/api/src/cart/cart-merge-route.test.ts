import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Cart } from '@storefront/platform';
import type { Identity } from '@storefront/platform/server';
import { anIdentity, describeOnEachBackend, identityHeaders } from '../testing/test-app';

describeOnEachBackend('POST /internal/carts/merge', (context) => {
  /** The same shopper before login (visitor) and after (member, still carrying the visitor id). */
  function aShopper() {
    const visitor = anIdentity();
    return { visitor, member: { ...visitor, userId: `u-${randomUUID()}` } satisfies Identity };
  }
  /** As team Account calls it at login: its service identity, carrying the new member and the visitor they were. */
  const merge = (who: Partial<Identity>, service: Identity['service'] = 'account') =>
    request(context().url).post('/internal/carts/merge').set(identityHeaders({ ...who, service }));
  const getCart = async (who: Identity) => (await request(context().url).get('/cart').set(identityHeaders(who)).expect(200)).body as Cart;
  const update = (who: Identity, quantities: Record<string, number>) =>
    request(context().url)
      .post('/cart/update')
      .set(identityHeaders(who))
      .send({
        items: Object.fromEntries(Object.entries(quantities).map(([code, newQuantity]) => [code, { newQuantity, previousQuantity: 0 }])),
        addedCodes: Object.keys(quantities),
        isCheckoutPage: false,
      });
  const addCode = (who: Identity, code: string) => request(context().url).post('/cart/addcouponCode').set(identityHeaders(who)).send({ code });
  const quantitiesOf = (cart: Cart) => Object.fromEntries(cart.items.map((line) => [line.code, line.quantity]));

  beforeEach(() => {
    context().catalog.mode = 'ok';
  });

  test('after login the visitor cart joins the member cart: quantities added and capped, codes carried, visitor cart gone', async () => {
    const { visitor, member } = aShopper();
    // Lipstick and mascara in both carts; the mascara's catalog maximum is 3, the site's maximum 10.
    expect((await update(visitor, { '100001': 6, '100003': 2, '100002': 1 })).status).toBe(200);
    expect((await addCode(visitor, 'FREESHIP')).body.success).toBe(true);
    expect((await update(member, { '100001': 7, '100003': 2 })).status).toBe(200);

    const response = await merge(member);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const cart = response.body.cart as Cart;
    expect(response.body).toEqual({ merged: true, cart });
    expect(quantitiesOf(cart)).toEqual({ '100001': 10, '100003': 3, '100002': 1 });
    expect(cart.appliedCouponCodes).toEqual(['FREESHIP']);
    expect(cart.hasFreeShipping).toBe(true);
    expect(await getCart(member)).toEqual(cart);

    // The visitor's cart is gone: the visitor id alone (after logout, say) starts afresh.
    expect((await getCart(anIdentity({ visitorId: visitor.visitorId }))).cartId).toBe('');
    expect(await context().db.query("SELECT id FROM carts WHERE owner_kind = 'visitor' AND owner_id = $1", [visitor.visitorId])).toEqual([]);
  });

  test('a second call is harmless: nothing merged, the member cart as it was', async () => {
    const { visitor, member } = aShopper();
    await update(visitor, { '100001': 2 });
    await update(member, { '100001': 1 });
    const first = await merge(member);
    expect(first.body.merged).toBe(true);
    expect(quantitiesOf(first.body.cart)).toEqual({ '100001': 3 });
    const second = await merge(member);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ merged: false, reason: 'noVisitorCart', cart: first.body.cart });
  });

  test('no visitor cart: the member cart is unchanged, and none is made for a member without one', async () => {
    const { member } = aShopper();
    const none = await merge(member);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ merged: false, reason: 'noVisitorCart', cart: await getCart(member) });
    expect(none.body.cart.cartId).toBe('');

    await update(member, { '100002': 2 });
    const before = await getCart(member);
    const unchanged = await merge(member);
    expect(unchanged.body).toEqual({ merged: false, reason: 'noVisitorCart', cart: before });
  });

  test('a visitor cart claimed for a purchase is not merged, and the answer says so', async () => {
    const { visitor, member } = aShopper();
    const visitorCart = (await update(visitor, { '100001': 2 })).body.cart as Cart;
    await update(member, { '100002': 1 });
    await context().db.query("UPDATE carts SET purchase_claimed_until = now() + interval '2 minutes' WHERE id = $1", [visitorCart.cartId]);
    const response = await merge(member);
    expect(response.status).toBe(200);
    expect(response.body.merged).toBe(false);
    expect(response.body.reason).toBe('purchaseInProgress');
    expect(quantitiesOf(response.body.cart)).toEqual({ '100002': 1 });
    const [stillThere] = await context().db.query<{ id: string }>('SELECT id FROM carts WHERE id = $1', [visitorCart.cartId]);
    expect(stillThere?.id).toBe(visitorCart.cartId);
  });

  test('an identity without a userId or without a visitorId is refused with 400, and nothing changes', async () => {
    const { visitor, member } = aShopper();
    await update(visitor, { '100001': 2 });
    const anonymous = await merge(visitor);
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.error).toEqual({ code: 'merge_needs_user_and_visitor', message: 'Merging carts needs an identity with both a userId and a visitorId.' });
    const noVisitor = await merge({ ...member, visitorId: undefined });
    expect(noVisitor.status).toBe(400);
    expect(noVisitor.body.error.code).toBe('merge_needs_user_and_visitor');
    expect(quantitiesOf(await getCart(visitor))).toEqual({ '100001': 2 });
  });

  test('without a signed identity the call is refused (401)', async () => {
    expect((await request(context().url).post('/internal/carts/merge')).status).toBe(401);
  });

  test('only Account’s service may merge: the shopper’s own browser identity is a 401, another service a 403; nothing changes', async () => {
    const { visitor, member } = aShopper();
    await update(visitor, { '100001': 2 });
    const asBrowser = await request(context().url).post('/internal/carts/merge').set(identityHeaders(member));
    expect([asBrowser.status, asBrowser.body.error.code]).toEqual([401, 'service_only']);
    const asCatalog = await merge(member, 'catalog');
    expect([asCatalog.status, asCatalog.body.error.code]).toEqual([403, 'service_not_allowed']);
    expect(quantitiesOf(await getCart(visitor))).toEqual({ '100001': 2 });
  });

  test('a catalog that does not answer: 503 and nothing merged, so the call can be repeated', async () => {
    const { visitor, member } = aShopper();
    // A variant no other test asks for, so the catalog client has nothing cached for it.
    await update(visitor, { '200150': 2 });
    context().catalog.mode = 'fail';
    const response = await merge(member);
    expect(response.status).toBe(503);
    context().catalog.mode = 'ok';
    expect(quantitiesOf(await getCart(visitor))).toEqual({ '200150': 2 });
    const retried = await merge(member);
    expect(retried.body.merged).toBe(true);
    expect(quantitiesOf(retried.body.cart)).toEqual({ '200150': 2 });
  });

  test('10 merges at once with the member changing the cart meanwhile: one merge, no line lost, nothing doubled', async () => {
    const { visitor, member } = aShopper();
    await update(visitor, { '100001': 2, '100002': 1 });
    await addCode(visitor, 'FREESHIP');
    await update(member, { '100001': 1, '200000': 1 });
    const newCodes = Array.from({ length: 10 }, (_, index) => String(200_010 + index));

    const [merges, updates] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => merge(member))),
      Promise.all(newCodes.map((code) => update(member, { [code]: 2 }))),
    ]);
    expect(merges.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(updates.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(merges.filter((response) => response.body.merged)).toHaveLength(1);
    expect(merges.filter((response) => !response.body.merged).map((response) => response.body.reason)).toEqual(
      Array.from({ length: 9 }, () => 'noVisitorCart'),
    );

    const cart = await getCart(member);
    expect(quantitiesOf(cart)).toEqual({
      '100001': 3,
      '100002': 1,
      '200000': 1,
      ...Object.fromEntries(newCodes.map((code) => [code, 2])),
    });
    expect(cart.appliedCouponCodes).toEqual(['FREESHIP']);
    expect(new Set(merges.map((response) => (response.body.cart as Cart).cartId))).toEqual(new Set([cart.cartId]));
    expect(await context().db.query("SELECT id FROM carts WHERE owner_kind = 'visitor' AND owner_id = $1", [visitor.visitorId])).toEqual([]);
  }, 60_000);
});
