import { recordingOutbox } from '../testing/recording-outbox';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Identity } from '@storefront/platform/server';
import type { NotificationList } from '../../../contract/notifications';
import { createTestMember } from '../testing/test-members';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';

const outbox = recordingOutbox();
const { mails } = outbox;

describeOnEachBackend(
  'order events from team Checkout',
  (context) => {
    beforeEach(() => {
      mails.length = 0;
    });
    const anEvent = (overrides: Record<string, unknown> = {}) => ({
      eventId: randomUUID(),
      kind: 'placed',
      orderNumber: `BS-${Math.floor(Math.random() * 1e6)}`,
      memberId: null,
      email: 'guest@example.com',
      culture: 'sv-SE',
      market: 'SE',
      at: new Date().toISOString(),
      ...overrides,
    });
    // Checkout signs as its service, for nobody in particular (no user), as its publisher does.
    const publish = (event: unknown, identity: Partial<Identity> = { service: 'cart-checkout' }) =>
      request(context().url).post('/internal/order-events').set(identityHeaders(identity)).send(event as object);
    const notificationsOf = async (identity: Partial<Identity>) =>
      ((await request(context().url).get('/api/my/notifications').set(identityHeaders(identity))).body as NotificationList).items;

    test("a placed order sends the confirmation mail once, also for a guest, in the order's language", async () => {
      const event = anEvent();
      expect((await publish(event)).body).toEqual({ received: true, isNew: true });
      expect((await publish(event)).body).toEqual({ received: true, isNew: false });
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'guest@example.com', kind: 'order-confirmation', subject: `Orderbekräftelse ${event.orderNumber}` });
      expect(mails[0]!.text).toContain(`http://shop.test/orderconfirmation/${event.orderNumber}`);
    });

    test("a shipped order notifies its member once, in the member's language, linking to the order", async () => {
      const member = await createTestMember(context().db, { culture: 'en-US' });
      const event = anEvent({ kind: 'shipped', memberId: member.id, culture: 'sv-SE' });
      await publish(event);
      await publish(event);
      // Another delivery of the same shipment under a new event id still notifies once (same order, same dedupe key).
      await publish({ ...event, eventId: randomUUID() });
      const items = await notificationsOf(member.identity);
      expect(items).toEqual([
        expect.objectContaining({
          kind: 'order-shipped',
          state: 'unread',
          targetUrl: { url: `/my-pages/orders/${event.orderNumber}` },
          text: { tag: 'p', children: [{ text: 'Your order ' }, { text: event.orderNumber, bold: true }, { text: ' is on its way to you.' }] },
        }),
      ]);
      expect(mails).toEqual([]);
    });

    test('a shipped guest order, an unknown member, delivered and cancelled are taken without notifications', async () => {
      for (const event of [
        anEvent({ kind: 'shipped' }),
        anEvent({ kind: 'shipped', memberId: randomUUID() }),
        anEvent({ kind: 'shipped', memberId: 'not-a-member-id' }),
        anEvent({ kind: 'delivered' }),
        anEvent({ kind: 'cancelled' }),
      ]) {
        expect((await publish(event)).status).toBe(200);
      }
      expect(mails).toEqual([]);
    });

    test('only team Checkout publishes order events: a browser is a 401, another service a 403, and nothing is recorded', async () => {
      const event = anEvent();
      expect((await publish(event, {})).status).toBe(401);
      expect((await publish(event, { userId: randomUUID() })).status).toBe(401);
      expect((await publish(event, { service: 'gateway' })).status).toBe(403);
      expect(await context().db.query('SELECT 1 FROM processed_order_events WHERE event_id = $1', [event.eventId])).toEqual([]);
      expect(mails).toHaveLength(0);
    });

    test('a malformed event is a 400 and is not recorded', async () => {
      const event = anEvent({ kind: 'lost' });
      expect((await publish(event)).status).toBe(400);
      expect((await publish({ ...event, kind: 'placed', orderNumber: undefined })).status).toBe(400);
      expect(await context().db.query('SELECT 1 FROM processed_order_events WHERE event_id = $1', [event.eventId])).toEqual([]);
    });

    test('an event whose work fails is not recorded, so its redelivery is handled', async () => {
      const event = anEvent();
      const enqueue = outbox.enqueue;
      outbox.enqueue = async () => {
        throw new Error('outbox down');
      };
      try {
        expect((await publish(event)).status).toBe(500);
      } finally {
        outbox.enqueue = enqueue;
      }
      expect((await publish(event)).body).toEqual({ received: true, isNew: true });
      expect(mails).toHaveLength(1);
    });
  },
  () => ({ outbox }),
);
