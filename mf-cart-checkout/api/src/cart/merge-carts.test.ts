import { randomUUID } from 'node:crypto';
import type { MarketCode } from '@storefront/platform';
import { describeOnEachBackend } from '../testing/test-app';
import { mergeVisitorCart, type CartMergeRequest } from './merge-carts';

describeOnEachBackend('merging a visitor cart into the member cart', (context) => {
  const db = () => context().db;
  const aRequest = (market: MarketCode = 'SE'): CartMergeRequest => ({ visitorId: `v-${randomUUID()}`, userId: `u-${randomUUID()}`, market });

  /** A cart made directly: lines added a second apart in the order given, the first `age` seconds ago. */
  async function makeCart(
    kind: 'visitor' | 'member',
    ownerId: string,
    lines: [string, number][],
    codes: string[] = [],
    { market = 'SE', age = 100 }: { market?: MarketCode; age?: number } = {},
  ) {
    const currency = market === 'SE' ? 'SEK' : 'EUR';
    const [cart] = await db().query<{ id: string }>(
      'INSERT INTO carts (owner_kind, owner_id, market, currency) VALUES ($1, $2, $3, $4) RETURNING id',
      [kind, ownerId, market, currency],
    );
    for (const [index, [code, quantity]] of lines.entries()) {
      await db().query(
        "INSERT INTO cart_lines (cart_id, code, quantity, added_at) VALUES ($1, $2, $3, now() - make_interval(secs => $4))",
        [cart!.id, code, quantity, age - index],
      );
    }
    for (const code of codes) await db().query('INSERT INTO cart_coupon_codes (cart_id, code) VALUES ($1, $2)', [cart!.id, code]);
    return cart!.id;
  }
  const cartsOf = (kind: 'visitor' | 'member', ownerId: string) =>
    db().query<{ id: string; market: string }>('SELECT id, market FROM carts WHERE owner_kind = $1 AND owner_id = $2', [kind, ownerId]);
  const linesOf = async (cartId: string) =>
    (await db().query<{ code: string; quantity: number }>('SELECT code, quantity FROM cart_lines WHERE cart_id = $1 ORDER BY added_at, code', [cartId])).map(
      (line) => [line.code, line.quantity],
    );
  const codesOf = async (cartId: string) =>
    (await db().query<{ code: string }>('SELECT code FROM cart_coupon_codes WHERE cart_id = $1 ORDER BY code', [cartId])).map((row) => row.code);
  const formOf = async (cartId: string) =>
    (await db().query<{ form: unknown }>('SELECT form FROM checkout_forms WHERE cart_id = $1', [cartId]))[0]?.form ?? null;
  const saveForm = (cartId: string, form: object) =>
    db().query("INSERT INTO checkout_forms (cart_id, form, last_validation) VALUES ($1, $2::jsonb, '{\"success\":true}'::jsonb)", [
      cartId,
      JSON.stringify(form),
    ]);
  const parsed = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

  test('lines: quantities of a code in both carts add up, capped at the site maximum and the product maximum', async () => {
    const request = aRequest();
    const memberCart = await makeCart('member', request.userId, [['100001', 7], ['100003', 1], ['100005', 1]], [], { age: 1_000 });
    await makeCart('visitor', request.visitorId, [['100002', 2], ['100001', 6], ['100003', 2], ['100004', 4]]);
    const products = new Map([
      ['100003', { maxQuantity: 2 }],
      ['100004', { maxQuantity: 0 }],
    ]);
    expect(await mergeVisitorCart(db(), request, products)).toEqual({ merged: true, memberCartId: memberCart });
    // Lines keep the time they were added (here the member's first), so the cart lists them as the shopper added them.
    // 7 + 6 → the site's 10; 1 + 2 → the mascara's 2; a line only the visitor had comes as it was, sold out or not.
    expect(await linesOf(memberCart)).toEqual([
      ['100001', 10],
      ['100003', 2],
      ['100005', 1],
      ['100002', 2],
      ['100004', 4],
    ]);
    expect(await cartsOf('visitor', request.visitorId)).toEqual([]);
    expect(await db().query('SELECT * FROM cart_lines l LEFT JOIN carts c ON c.id = l.cart_id WHERE c.id IS NULL')).toEqual([]);
  });

  test('a member without a cart gets one, with the visitor lines as they were', async () => {
    const request = aRequest();
    await makeCart('visitor', request.visitorId, [['100002', 2], ['100001', 1]]);
    const outcome = await mergeVisitorCart(db(), request);
    const [member] = await cartsOf('member', request.userId);
    expect(outcome).toEqual({ merged: true, memberCartId: member!.id });
    expect(await linesOf(member!.id)).toEqual([
      ['100002', 2],
      ['100001', 1],
    ]);
    const [currency] = await db().query<{ currency: string }>('SELECT currency FROM carts WHERE id = $1', [member!.id]);
    expect(currency!.currency).toBe('SEK');
  });

  test('coupon codes: the member keeps theirs; a visitor code comes along only for a kind the member has none of', async () => {
    const request = aRequest();
    const memberCart = await makeCart('member', request.userId, [['100001', 1]], ['SAVE50']);
    await makeCart('visitor', request.visitorId, [['100002', 1]], ['WELCOME10', 'FREESHIP']);
    await mergeVisitorCart(db(), request);
    expect(await codesOf(memberCart)).toEqual(['FREESHIP', 'SAVE50']);

    const other = aRequest();
    const otherMember = await makeCart('member', other.userId, [], ['FREESHIP']);
    await makeCart('visitor', other.visitorId, [], ['FREESHIP', 'BEAUTY20']);
    await mergeVisitorCart(db(), other);
    expect(await codesOf(otherMember)).toEqual(['BEAUTY20', 'FREESHIP']);
  });

  test('the checkout form comes along only when the member has none, without its last validation', async () => {
    const request = aRequest();
    const visitorCart = await makeCart('visitor', request.visitorId, [['100001', 1]]);
    await saveForm(visitorCart, { email: 'visitor@example.se' });
    await mergeVisitorCart(db(), request);
    const [member] = await cartsOf('member', request.userId);
    expect(parsed(await formOf(member!.id))).toEqual({ email: 'visitor@example.se' });
    const [validation] = await db().query<{ last_validation: unknown }>('SELECT last_validation FROM checkout_forms WHERE cart_id = $1', [member!.id]);
    expect(validation!.last_validation).toBeNull();

    const withForm = aRequest();
    const memberCart = await makeCart('member', withForm.userId, []);
    await saveForm(memberCart, { email: 'member@example.se' });
    await saveForm(await makeCart('visitor', withForm.visitorId, [['100001', 1]]), { email: 'visitor@example.se' });
    await mergeVisitorCart(db(), withForm);
    expect(parsed(await formOf(memberCart))).toEqual({ email: 'member@example.se' });
    expect(await db().query("SELECT cart_id FROM checkout_forms WHERE form->>'email' = 'visitor@example.se' AND cart_id <> $1", [member!.id])).toEqual([]);
  });

  test('a second merge is harmless: nothing left to merge, the member cart unchanged', async () => {
    const request = aRequest();
    const memberCart = await makeCart('member', request.userId, [['100001', 1]], ['SAVE50']);
    await makeCart('visitor', request.visitorId, [['100001', 2], ['100002', 1]], ['FREESHIP']);
    expect((await mergeVisitorCart(db(), request)).merged).toBe(true);
    const after = [await linesOf(memberCart), await codesOf(memberCart)];
    expect(await mergeVisitorCart(db(), request)).toEqual({ merged: false, reason: 'noVisitorCart' });
    expect([await linesOf(memberCart), await codesOf(memberCart)]).toEqual(after);
    expect(after[0]).toEqual([
      ['100001', 3],
      ['100002', 1],
    ]);
  });

  test('no visitor cart: nothing happens, not even an empty member cart', async () => {
    const request = aRequest();
    expect(await mergeVisitorCart(db(), request)).toEqual({ merged: false, reason: 'noVisitorCart' });
    expect(await cartsOf('member', request.userId)).toEqual([]);
  });

  test('only the visitor cart of the same market is merged', async () => {
    const request = aRequest('FI');
    const swedish = await makeCart('visitor', request.visitorId, [['100001', 1]], [], { market: 'SE' });
    expect(await mergeVisitorCart(db(), request)).toEqual({ merged: false, reason: 'noVisitorCart' });
    expect(await linesOf(swedish)).toEqual([['100001', 1]]);
  });

  test('a visitor cart claimed for a purchase is not merged; once the claim has lapsed it is', async () => {
    const request = aRequest();
    const memberCart = await makeCart('member', request.userId, [['100001', 1]]);
    const visitorCart = await makeCart('visitor', request.visitorId, [['100001', 2]], ['FREESHIP']);
    await db().query("UPDATE carts SET purchase_claimed_until = now() + interval '2 minutes' WHERE id = $1", [visitorCart]);
    expect(await mergeVisitorCart(db(), request)).toEqual({ merged: false, reason: 'purchaseInProgress' });
    expect(await linesOf(visitorCart)).toEqual([['100001', 2]]);
    expect(await codesOf(visitorCart)).toEqual(['FREESHIP']);
    expect(await linesOf(memberCart)).toEqual([['100001', 1]]);

    await db().query("UPDATE carts SET purchase_claimed_until = now() - interval '1 second' WHERE id = $1", [visitorCart]);
    expect(await mergeVisitorCart(db(), request)).toEqual({ merged: true, memberCartId: memberCart });
    expect(await linesOf(memberCart)).toEqual([['100001', 3]]);
  });

  test('a visitor cart with an order awaiting payment (a bank redirect under way) is not merged', async () => {
    const request = aRequest();
    const visitorCart = await makeCart('visitor', request.visitorId, [['100001', 2]]);
    const orderNumber = `SE${String(Math.floor(Math.random() * 90_000_000) + 10_000_000)}`;
    await db().query(
      `INSERT INTO orders (order_number, cart_id, owner_kind, owner_id, market, currency, culture, email, shipping_method,
                           delivery_address, billing_address, phone_number, goods, order_discount, shipping, express_handling,
                           gift_wrap, gift_cards, to_pay, total, loyalty_points)
       VALUES ($1, $2, 'visitor', $3, 'SE', 'SEK', 'sv-SE', 'a@example.se', 'home', '{}', '{}', '0701234567',
               49800, 0, 0, 0, 0, 0, 49800, 49800, 498)`,
      [orderNumber, visitorCart, request.visitorId],
    );
    expect(await mergeVisitorCart(db(), request)).toEqual({ merged: false, reason: 'purchaseInProgress' });
    expect(await linesOf(visitorCart)).toEqual([['100001', 2]]);

    await db().query("UPDATE orders SET status = 'cancelled', cancelled_at = now(), cancel_reason = 'abandoned' WHERE order_number = $1", [orderNumber]);
    expect((await mergeVisitorCart(db(), request)).merged).toBe(true);
    const [order] = await db().query<{ cart_id: string | null }>('SELECT cart_id FROM orders WHERE order_number = $1', [orderNumber]);
    expect(order!.cart_id).toBeNull();
  });

  test('20 merges of the same carts at once: one merges, the rest find nothing, no quantity counted twice', async () => {
    const request = aRequest();
    const memberCart = await makeCart('member', request.userId, [['100001', 1]]);
    await makeCart('visitor', request.visitorId, [['100001', 2], ['100002', 1]], ['FREESHIP']);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => mergeVisitorCart(db(), request)));
    expect(outcomes.filter((outcome) => outcome.merged)).toEqual([{ merged: true, memberCartId: memberCart }]);
    expect(outcomes.filter((outcome) => !outcome.merged)).toEqual(Array.from({ length: 19 }, () => ({ merged: false, reason: 'noVisitorCart' })));
    expect(await linesOf(memberCart)).toEqual([
      ['100001', 3],
      ['100002', 1],
    ]);
    expect(await codesOf(memberCart)).toEqual(['FREESHIP']);
  }, 60_000);

  test('merges into a member cart that does not exist yet, 20 at once: one cart, one merge', async () => {
    const request = aRequest();
    await makeCart('visitor', request.visitorId, [['100001', 2]]);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => mergeVisitorCart(db(), request)));
    expect(outcomes.filter((outcome) => outcome.merged)).toHaveLength(1);
    const members = await cartsOf('member', request.userId);
    expect(members).toHaveLength(1);
    expect(await linesOf(members[0]!.id)).toEqual([['100001', 2]]);
  }, 60_000);
});
