import { randomUUID } from 'node:crypto';
import { startFakeAccount, type FakeAccount } from '../testing/fake-account';
import { lipstick } from '../testing/fake-catalog';
import { buy } from '../testing/placed-orders';
import { anIdentity, describeOnEachBackend, silentLogger, testIdentitySecret } from '../testing/test-app';
import { createAccountOrderEventsClient, OrderEventPublicationFailed, type OrderEventsSink } from './account-order-events-client';
import { writeOrderEvent, type OrderEvent, type OrderEventKind } from './order-events';
import { publishOrderEvents, startOrderEventPublisher } from './order-event-publisher';

describeOnEachBackend('the order-event publisher', (context) => {
  const db = () => context().db;
  let account: FakeAccount;
  let orderId: string;
  let orderNumber: string;
  const client = (timeoutMs = 300, secret = testIdentitySecret) => createAccountOrderEventsClient({ baseUrl: account.url, identitySecret: secret, timeoutMs });
  const write = (...kinds: OrderEventKind[]) => db().transaction(async (tx) => {
    for (const kind of kinds) await writeOrderEvent(tx, orderId, kind);
  });
  const unpublished = async () =>
    (await db().query<{ kind: string }>('SELECT kind FROM order_events WHERE published_at IS NULL ORDER BY position')).map((row) => row.kind);
  const postedKinds = () => account.posts.map((post) => post.event.kind);

  beforeAll(async () => {
    account = await startFakeAccount(testIdentitySecret);
    const member = anIdentity({ userId: randomUUID() });
    orderNumber = (await buy(context().url, member, { [lipstick.code]: 1 })).orderNumber!;
    orderId = (await db().query<{ id: string }>('SELECT id FROM orders WHERE order_number = $1', [orderNumber]))[0]!.id;
  }, 60_000);
  afterAll(() => account.close());
  beforeEach(async () => {
    account.mode = 'ok';
    account.posts.length = 0;
    await db().query('UPDATE order_events SET published_at = now() WHERE published_at IS NULL');
  });

  test('sends each unpublished event once, in the order written, signed, and marks it published', async () => {
    await write('shipped', 'delivered');
    expect(await publishOrderEvents(db(), client())).toBe(2);
    expect(account.posts).toEqual([
      { identity: expect.objectContaining({ service: 'cart-checkout', userId: null }), event: expect.objectContaining({ kind: 'shipped', orderNumber }) },
      { identity: expect.objectContaining({ service: 'cart-checkout', userId: null }), event: expect.objectContaining({ kind: 'delivered', orderNumber }) },
    ]);
    expect(new Set(account.posts.map((post) => post.event.eventId)).size).toBe(2);
    expect(await unpublished()).toEqual([]);
    expect(await publishOrderEvents(db(), client())).toBe(0);
    expect(account.posts).toHaveLength(2);
  });

  test.each(['fail', 'hang'] as const)('an Account that does not take them (%s) keeps them for the next round', async (mode) => {
    await write('shipped');
    account.mode = mode;
    const started = Date.now();
    await expect(publishOrderEvents(db(), client())).rejects.toBeInstanceOf(OrderEventPublicationFailed);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await unpublished()).toEqual(['shipped']);
    account.mode = 'ok';
    expect(await publishOrderEvents(db(), client())).toBe(1);
    expect(await unpublished()).toEqual([]);
  });

  test('a refusal stops the round: nothing overtakes the event that failed', async () => {
    await write('placed', 'shipped', 'delivered');
    const sent: OrderEvent[] = [];
    let refuse = true;
    const flaky: OrderEventsSink = {
      async publish(event) {
        if (event.kind === 'shipped' && refuse) throw new OrderEventPublicationFailed('Account answered 503');
        sent.push(event);
      },
    };
    await expect(publishOrderEvents(db(), flaky)).rejects.toThrow('503');
    expect(sent.map((event) => event.kind)).toEqual(['placed']);
    expect(await unpublished()).toEqual(['shipped', 'delivered']);
    refuse = false;
    expect(await publishOrderEvents(db(), flaky)).toBe(2);
    expect(sent.map((event) => event.kind)).toEqual(['placed', 'shipped', 'delivered']);
  });

  test('an Account refusing the identity, or one that is down, publishes nothing', async () => {
    await write('shipped');
    await expect(publishOrderEvents(db(), client(300, 'wrong'))).rejects.toThrow('Account answered 401');
    const down = createAccountOrderEventsClient({ baseUrl: 'http://127.0.0.1:9', identitySecret: testIdentitySecret, timeoutMs: 300 });
    await expect(publishOrderEvents(db(), down)).rejects.toBeInstanceOf(OrderEventPublicationFailed);
    expect(await unpublished()).toEqual(['shipped']);
  });

  test('the running publisher sends on start, when nudged, and again after Account comes back', async () => {
    await write('placed');
    account.mode = 'fail';
    const publisher = startOrderEventPublisher({ db: db(), sink: client(), logger: silentLogger, intervalMs: 50 });
    try {
      await waitFor(async () => account.posts.length >= 2);
      expect(await unpublished()).toEqual(['placed']);
      account.mode = 'ok';
      await waitFor(async () => (await unpublished()).length === 0);
      await write('shipped');
      publisher.nudge();
      await waitFor(async () => postedKinds().includes('shipped') && (await unpublished()).length === 0);
    } finally {
      await publisher.stop();
    }
    const countAfterStop = account.posts.length;
    await write('delivered');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(account.posts).toHaveLength(countAfterStop);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
