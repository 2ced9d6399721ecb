import { randomUUID } from 'node:crypto';
import { lipstick, serum } from '../testing/fake-catalog';
import { buy } from '../testing/placed-orders';
import { anIdentity, describeOnEachBackend } from '../testing/test-app';
import { writeOrderEvent } from './order-events';

describeOnEachBackend('order events', (context) => {
  const url = () => context().url;
  const db = () => context().db;
  const eventsOfOwner = (ownerId: string) =>
    db().query<{ kind: string; payload: Record<string, unknown>; published_at: Date | null }>(
      `SELECT e.kind, e.payload, e.published_at FROM order_events e JOIN orders o ON o.id = e.order_id
       WHERE o.owner_id = $1 ORDER BY e.position`,
      [ownerId],
    );

  test('a placed order writes one placed event with the member, address and market', async () => {
    // The culture is the shopper's language when buying (what the mail is written in), the e-mail the form's.
    const member = anIdentity({ userId: randomUUID(), culture: 'en-US' });
    const { orderNumber } = await buy(url(), member, { [lipstick.code]: 1 });
    expect(orderNumber).toMatch(/^SE\d{8}$/);
    const events = await eventsOfOwner(member.userId!);
    expect(events).toEqual([
      {
        kind: 'placed',
        published_at: null,
        payload: {
          eventId: expect.any(String),
          kind: 'placed',
          orderNumber,
          memberId: member.userId,
          email: 'anna@example.se',
          culture: 'en-US',
          market: 'SE',
          at: expect.any(String),
        },
      },
    ]);
  });

  test('a visitor’s order is told too, without a member', async () => {
    const visitor = anIdentity();
    await buy(url(), visitor, { [lipstick.code]: 1 });
    const events = await eventsOfOwner(visitor.visitorId!);
    expect(events.map((event) => [event.kind, event.payload.memberId])).toEqual([['placed', null]]);
  });

  test('a refused payment cancels the attempt and writes a cancelled event, never a placed one', async () => {
    const member = anIdentity({ userId: randomUUID() });
    await buy(url(), member, { [serum.code]: 1 }, 'declined');
    expect((await eventsOfOwner(member.userId!)).map((event) => event.kind)).toEqual(['cancelled']);
  });

  test('a change that rolls back leaves no event', async () => {
    const visitor = anIdentity();
    await buy(url(), visitor, { [lipstick.code]: 1 });
    const [order] = await db().query<{ id: string }>('SELECT id FROM orders WHERE owner_id = $1', [visitor.visitorId]);
    await expect(
      db().transaction(async (tx) => {
        await writeOrderEvent(tx, order!.id, 'delivered');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await eventsOfOwner(visitor.visitorId!)).map((event) => event.kind)).toEqual(['placed']);
    await expect(db().transaction((tx) => writeOrderEvent(tx, randomUUID(), 'placed'))).rejects.toThrow(/no order/);
  });

  test('the table refuses statuses it does not know and shipped or delivered orders without their times', async () => {
    const visitor = anIdentity();
    await buy(url(), visitor, { [lipstick.code]: 1 });
    const update = (set: string) => db().query(`UPDATE orders SET ${set} WHERE owner_id = $1`, [visitor.visitorId]);
    await expect(update("status = 'lost'")).rejects.toThrow(/check constraint/);
    await expect(update("status = 'shipped'")).rejects.toThrow(/check constraint/);
    await expect(update("status = 'delivered', shipped_at = now()")).rejects.toThrow(/check constraint/);
    await expect(update("status = 'awaitingPayment'")).rejects.toThrow(/check constraint/);
    await update("status = 'delivered', shipped_at = now(), delivered_at = now()");
  });
});
