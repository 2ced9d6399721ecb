import request from 'supertest';
import type { MemberOrder } from '@storefront/platform';
import type { ReturnInfo, ReturnSubmitResponse } from '../../../contract/returns';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';
import { aLine, aMember, anOrder, daysAgo, inMemoryOrderSource, type OrdersTestMember } from '../testing/orders';

const source = inMemoryOrderSource();
const clock = { now: Date.now() };

describeOnEachBackend(
  'a member’s orders, returns and complaints',
  (context) => {
    const get = (who: OrdersTestMember, path: string) => request(context().url).get(path).set(identityHeaders(who.identity));
    const post = (who: OrdersTestMember, path: string, body: unknown) => request(context().url).post(path).set(identityHeaders(who.identity)).send(body as object);
    const give = (who: OrdersTestMember, ...orders: MemberOrder[]) => source.orders.set(who.id, [...(source.orders.get(who.id) ?? []), ...orders]);
    const returnLine = (code: string, quantity: number, reasonId = 'changed-mind') => ({ code, quantity, reasonId });

    beforeEach(() => {
      clock.now = Date.now();
      source.down = false;
    });

    test('the list: summaries of the member’s orders, newest first, private', async () => {
      const member = await aMember(context().db);
      const newer = anOrder({ createdAt: daysAgo(1) });
      const older = anOrder({ createdAt: daysAgo(40), shippedAt: daysAgo(38), status: 'delivered' });
      give(member, newer, older);
      const answer = await get(member, '/api/my/orders');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toEqual({
        orders: [
          { orderNumber: newer.orderNumber, status: 'placed', createdAt: newer.createdAt, total: newer.total, itemCount: 3, isOngoing: true, loyaltyPoints: newer.loyaltyPoints },
          { orderNumber: older.orderNumber, status: 'delivered', createdAt: older.createdAt, total: older.total, itemCount: 3, isOngoing: false, loyaltyPoints: older.loyaltyPoints },
        ],
      });
      expect(source.calls.at(-1)).toEqual({ userId: member.id, culture: 'sv-SE' });
    });

    test('one order, with the member’s returns attached and what is left to send back', async () => {
      const member = await aMember(context().db);
      const order = anOrder({ shippedAt: daysAgo(2), lines: [aLine('100001', 3), aLine('100002', 1)] });
      give(member, order);
      const path = `/api/my/orders/${order.orderNumber}`;
      expect((await get(member, path)).body).toEqual(order);
      const sent = await post(member, `${path}/return`, { lines: [returnLine('100001', 2)], comment: '  Wrong <b>shade</b>  ' });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({
        success: true,
        message: expect.stringContaining('retur'),
        request: { id: expect.any(String), kind: 'return', createdAt: expect.any(String), lines: [returnLine('100001', 2)], comment: 'Wrong <b>shade</b>', status: 'received' },
      } satisfies ReturnSubmitResponse);
      const after = (await get(member, path)).body as MemberOrder;
      expect(after.lines.map((line) => [line.code, line.quantity, line.returnableQuantity])).toEqual([['100001', 3, 1], ['100002', 1, 1]]);
      expect(after.returns).toEqual([sent.body.request]);
    });

    test('return info: reasons in the member’s language, open for 30 days from shipping', async () => {
      const member = await aMember(context().db, { culture: 'en-US' });
      const order = anOrder({ shippedAt: daysAgo(29) });
      give(member, order);
      const info = (await get(member, `/api/my/orders/${order.orderNumber}/return`)).body as ReturnInfo;
      expect(info).toEqual({ kind: 'return', order, reasons: expect.any(Array), isOpen: true });
      expect(info.reasons.map((reason) => reason.id)).toEqual(['changed-mind', 'wrong-shade-or-size', 'not-as-expected', 'ordered-by-mistake', 'arrived-late', 'other']);
      expect(info.reasons[0]!.text).toBe('I changed my mind');
      const complaint = (await get(member, `/api/my/orders/${order.orderNumber}/file-complaint`)).body as ReturnInfo;
      expect([complaint.kind, complaint.isOpen, complaint.reasons.map((reason) => reason.id)]).toEqual([
        'complaint',
        true,
        ['defective', 'damaged-in-transit', 'wrong-item', 'missing-item', 'skin-reaction', 'other'],
      ]);
    });

    test('returns close 30 days after shipping, complaints after 3 years; nothing before it ships or when cancelled', async () => {
      const member = await aMember(context().db, { culture: 'en-US' });
      const cases = [
        { order: anOrder({ shippedAt: daysAgo(31) }), return: false, complaint: true },
        { order: anOrder({ shippedAt: daysAgo(3 * 365 + 2), status: 'delivered' }), return: false, complaint: false },
        { order: anOrder({ shippedAt: null }), return: false, complaint: false },
        { order: anOrder({ shippedAt: null, status: 'cancelled' }), return: false, complaint: false },
      ];
      for (const { order } of cases) give(member, order);
      for (const expected of cases) {
        const base = `/api/my/orders/${expected.order.orderNumber}`;
        const info = (await get(member, `${base}/return`)).body as ReturnInfo;
        const complaint = (await get(member, `${base}/file-complaint`)).body as ReturnInfo;
        expect([expected.order.status, info.isOpen, complaint.isOpen]).toEqual([expected.order.status, expected.return, expected.complaint]);
        if (!info.isOpen) expect(info.closedMessage).toEqual(expect.any(String));
        const submitted = await post(member, `${base}/return`, { lines: [returnLine('100001', 1)] });
        expect([submitted.status, submitted.body.success, submitted.body.message]).toEqual([200, false, info.closedMessage]);
      }
      const notShipped = (await get(member, `/api/my/orders/${cases[2]!.order.orderNumber}/return`)).body as ReturnInfo;
      expect(notShipped.closedMessage).toBe('Your order has not been shipped yet. You can send things back once it is on its way.');
      const over = (await get(member, `/api/my/orders/${cases[0]!.order.orderNumber}/return`)).body as ReturnInfo;
      expect(over.closedMessage).toMatch(/^The 30 days for returns from this order ended on \w+ \d+, \d{4}\./);
      // After 30 days a faulty product can still be complained about.
      const complained = await post(member, `/api/my/orders/${cases[0]!.order.orderNumber}/file-complaint`, { lines: [returnLine('100001', 1, 'defective')] });
      expect(complained.body).toMatchObject({ success: true, request: { kind: 'complaint' } });
    });

    test('what is sent back is checked: known products and reasons of the kind, no more than is left, comment length', async () => {
      const member = await aMember(context().db, { culture: 'en-US' });
      const order = anOrder({ shippedAt: daysAgo(1), lines: [aLine('100001', 2), aLine('100002', 1)] });
      give(member, order);
      const path = `/api/my/orders/${order.orderNumber}/return`;
      const refusals: [unknown, RegExp][] = [
        [{ lines: [returnLine('999999', 1)] }, /Product 999999 is not in this order/],
        [{ lines: [returnLine('100001', 1, 'defective')] }, /Choose one of the reasons/],
        [{ lines: [returnLine('100001', 3)] }, /at most 2 of Lumière Product 100001/],
      ];
      for (const [body, message] of refusals) {
        const answer = await post(member, path, body);
        expect([answer.status, answer.body.success]).toEqual([200, false]);
        expect(answer.body.message).toMatch(message);
      }
      const malformed = [
        {},
        { lines: [] },
        { lines: [returnLine('100001', 0)] },
        { lines: [returnLine('100001', 1.5)] },
        { lines: [returnLine('10001', 1)] },
        { lines: [returnLine('100001', 1), returnLine('100001', 1)] },
        { lines: [returnLine('100001', 1)], comment: 'x'.repeat(1_001) },
        { lines: [{ ...returnLine('100001', 1), memberId: 'someone-else' }] },
        { lines: [returnLine('100001', 1)], memberId: 'someone-else' },
      ];
      for (const body of malformed) expect([JSON.stringify(body).slice(0, 60), (await post(member, path, body)).status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
      expect((await get(member, `/api/my/orders/${order.orderNumber}`)).body.returns).toEqual([]);
      const longest = await post(member, path, { lines: [returnLine('100001', 2)], comment: 'x'.repeat(1_000) });
      expect(longest.body.success).toBe(true);
      const more = await post(member, `/api/my/orders/${order.orderNumber}/file-complaint`, { lines: [returnLine('100001', 1, 'defective')] });
      expect(more.body).toMatchObject({ success: false, message: expect.stringMatching(/at most 0/) });
      const rest = await post(member, path, { lines: [returnLine('100002', 1, 'other')] });
      expect(rest.body.success).toBe(true);
      const closed = (await get(member, path)).body as ReturnInfo;
      expect([closed.isOpen, closed.closedMessage]).toEqual([false, 'Everything in this order has already been returned or complained about.']);
    });

    test('submissions at the same moment never send back more than was bought together', async () => {
      const member = await aMember(context().db);
      const order = anOrder({ shippedAt: daysAgo(1), lines: [aLine('100001', 3)] });
      give(member, order);
      const path = `/api/my/orders/${order.orderNumber}/return`;
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) => post(member, index % 2 ? path : `/api/my/orders/${order.orderNumber}/file-complaint`, {
          lines: [returnLine('100001', 1, index % 2 ? 'changed-mind' : 'defective')],
        })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.filter((answer) => answer.body.success)).toHaveLength(3);
      const [row] = await context().db.query<{ total: number }>(
        `SELECT sum(l.quantity)::int AS total FROM order_return_lines l JOIN order_returns r ON r.id = l.return_id WHERE r.order_number = $1`,
        [order.orderNumber],
      );
      expect(row!.total).toBe(3);
    });

    test('an unknown order, or one Checkout does not give for this member, is 404; Checkout down is 503', async () => {
      const member = await aMember(context().db);
      for (const orderNumber of ['SE99999999', 'nonsense']) {
        expect((await get(member, `/api/my/orders/${orderNumber}`)).status).toBe(404);
        expect((await post(member, `/api/my/orders/${orderNumber}/return`, { lines: [returnLine('100001', 1)] })).status).toBe(404);
      }
      source.down = true;
      const down = await get(member, '/api/my/orders');
      expect([down.status, down.body.error.code]).toEqual([503, 'orders_unavailable']);
    });
  },
  () => ({ orders: source, now: () => clock.now }),
);
