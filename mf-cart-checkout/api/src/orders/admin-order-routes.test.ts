import { randomUUID } from 'node:crypto';
import type { MemberOrder } from '@storefront/platform';
import { call } from '../testing/checkout-requests';
import { lipstick } from '../testing/fake-catalog';
import { buy } from '../testing/placed-orders';
import { anIdentity, describeOnEachBackend } from '../testing/test-app';

describeOnEachBackend('shipping an order (admin)', (context) => {
  const url = () => context().url;
  const db = () => context().db;
  const admin = anIdentity({ userId: randomUUID(), roles: ['admin'] });
  const member = anIdentity({ userId: randomUUID() });
  const ship = (who: Partial<typeof admin>, orderNumber: string) => call(url(), 'POST', `/api/admin/cart-checkout/orders/${orderNumber}/ship`, who);
  const eventsOf = (orderNumber: string) =>
    db().query<{ kind: string; payload: Record<string, unknown> }>(
      'SELECT e.kind, e.payload FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_number = $1 ORDER BY e.position',
      [orderNumber],
    );

  test('a placed order becomes shipped, with its time and a shipped event in the same change', async () => {
    const { orderNumber } = await buy(url(), member, { [lipstick.code]: 1 });
    const answer = await ship(admin, orderNumber!);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ orderNumber, status: 'shipped', shippedAt: expect.stringMatching(/Z$/) });
    const [row] = await db().query<{ status: string; shipped_at: Date | null; placed_at: Date | null }>(
      'SELECT status, shipped_at, placed_at FROM orders WHERE order_number = $1',
      [orderNumber],
    );
    expect(row).toEqual({ status: 'shipped', shipped_at: expect.anything(), placed_at: expect.anything() });
    const events = await eventsOf(orderNumber!);
    expect(events.map((event) => event.kind)).toEqual(['placed', 'shipped']);
    expect(events[1]!.payload).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'shipped',
      orderNumber,
      memberId: member.userId,
      email: 'anna@example.se',
      culture: 'sv-SE',
      market: 'SE',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    // The member sees it shipped, still ongoing.
    const seen = await call<MemberOrder>(url(), 'GET', `/internal/members/${member.userId}/orders/${orderNumber}`, { ...member, service: 'account' });
    expect(seen.body).toMatchObject({ status: 'shipped', isOngoing: true, shippedAt: answer.body.shippedAt });
    // The shopper's confirmation page still opens.
    expect((await call(url(), 'GET', `/api/orderconfirmation/${orderNumber}`, member)).body.status).toBe('shipped');
  });

  test('only once, and only a placed order: 409 otherwise, nothing written', async () => {
    const { orderNumber } = await buy(url(), member, { [lipstick.code]: 1 });
    expect((await ship(admin, orderNumber!)).status).toBe(200);
    const again = await ship(admin, orderNumber!);
    expect([again.status, again.body.error.code]).toEqual([409, 'order_not_shippable']);
    const waiting = anIdentity();
    await buy(url(), waiting, { [lipstick.code]: 1 }, 'challenge');
    const declined = anIdentity();
    await buy(url(), declined, { [lipstick.code]: 1 }, 'declined');
    for (const who of [waiting, declined]) {
      const [order] = await db().query<{ order_number: string; status: string }>('SELECT order_number, status FROM orders WHERE owner_id = $1', [who.visitorId]);
      const answer = await ship(admin, order!.order_number);
      expect([order!.status, answer.status]).toEqual([order!.status, 409]);
      expect((await eventsOf(order!.order_number)).map((event) => event.kind)).not.toContain('shipped');
    }
    expect((await eventsOf(orderNumber!)).map((event) => event.kind)).toEqual(['placed', 'shipped']);
  });

  test('an unknown order is 404', async () => {
    for (const orderNumber of ['SE99999999', 'nonsense']) expect((await ship(admin, orderNumber)).status).toBe(404);
  });

  test('a visitor gets 401 and a member without the admin role 403; nothing changes', async () => {
    const { orderNumber } = await buy(url(), member, { [lipstick.code]: 1 });
    const visitor = await ship(anIdentity(), orderNumber!);
    expect([visitor.status, visitor.body.error.code]).toEqual([401, 'login_required']);
    const notAdmin = await ship(member, orderNumber!);
    expect([notAdmin.status, notAdmin.body.error.code]).toEqual([403, 'admins_only']);
    // An administrator acting as a customer keeps the administrator's roles (the gateway signs them).
    const impersonating = await ship({ ...member, impersonatorId: admin.userId, roles: ['admin'] }, orderNumber!);
    expect(impersonating.status).toBe(200);
  });
});
