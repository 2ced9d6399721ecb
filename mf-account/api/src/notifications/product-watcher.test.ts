import type { Notification } from '@storefront/platform';
import { createInMemoryProductSource, testProducts } from '../catalog/in-memory-product-source';
import { describeOnEachBackend } from '../testing/test-app';
import { createTestMember, type TestMember } from '../testing/test-members';
import { newestNotifications } from './notification-store';
import { startProductWatcher, watchProductsOnce } from './product-watcher';

const products = createInMemoryProductSource(Object.values(testProducts));
let clock = Date.now();

describeOnEachBackend(
  'the product watcher',
  (context) => {
    const run = () => {
      clock += 60_000;
      return watchProductsOnce(context().services);
    };
    const notificationsOf = async (member: TestMember): Promise<Notification[]> =>
      (await newestNotifications(context().db, member.id, { take: 50 }))!.items;
    const wishFor = (member: TestMember, code: string) => context().db.query('INSERT INTO wish_list_items (member_id, code) VALUES ($1, $2)', [member.id, code]);
    const monitorFor = (member: TestMember, code: string, market = 'SE') =>
      context().db.query('INSERT INTO monitored_products (member_id, code, market) VALUES ($1, $2, $3)', [member.id, code, market]);

    afterEach(() => {
      products.failing = false;
    });

    test('a lower price notifies each member with it on the wish list in that market, once, in their language', async () => {
      const code = '310001';
      products.put({ code, name: 'Glow Drops', brandName: 'Lumière', amount: 30_000, isBuyable: true });
      const swede = await createTestMember(context().db);
      const englishSwede = await createTestMember(context().db, { culture: 'en-US' });
      const finn = await createTestMember(context().db, { market: 'FI', culture: 'fi-FI' });
      for (const member of [swede, englishSwede, finn]) await wishFor(member, code);

      await run();
      expect(await notificationsOf(swede)).toEqual([]);
      products.put({ code, name: 'Glow Drops', brandName: 'Lumière', amount: 30_000, isBuyable: true, soldIn: ['SE'] });
      await run();
      products.put({ code, name: 'Glow Drops', brandName: 'Lumière', amount: 24_900, isBuyable: true, soldIn: ['SE'] });
      const report = await run();
      expect(report.priceDrops).toBe(1);
      await run();

      const [swedish] = await notificationsOf(swede);
      expect(await notificationsOf(swede)).toHaveLength(1);
      expect(swedish).toMatchObject({ kind: 'price-drop', state: 'unread', targetUrl: { url: `/p/glow-drops/${code}` }, image: { src: `/images/products/${code}/1` } });
      expect(swedish!.text.children).toEqual([{ text: 'Priset på ' }, { text: 'Lumière Glow Drops', bold: true }, { text: expect.stringMatching(/^ har sänkts till 249\s?kr\.$/) }]);
      expect((await notificationsOf(englishSwede))[0]!.text.children[0]).toEqual({ text: 'The price of ' });
      // In Finland the product stopped being sold: no price to compare, no notification.
      expect(await notificationsOf(finn)).toEqual([]);

      // A later drop is a new event.
      products.put({ code, name: 'Glow Drops', brandName: 'Lumière', amount: 19_900, isBuyable: true, soldIn: ['SE'] });
      await run();
      expect(await notificationsOf(swede)).toHaveLength(2);
      // A rise is not news.
      products.put({ code, name: 'Glow Drops', brandName: 'Lumière', amount: 29_900, isBuyable: true, soldIn: ['SE'] });
      await run();
      expect(await notificationsOf(swede)).toHaveLength(2);
    });

    test('a product becoming buyable notifies the members monitoring it in that market, once', async () => {
      const code = '310002';
      products.put({ code, name: 'Night Balm', brandName: 'Noir', amount: 20_000, isBuyable: false });
      const watcher = await createTestMember(context().db);
      const elsewhere = await createTestMember(context().db, { market: 'NO', culture: 'nb-NO' });
      const wisher = await createTestMember(context().db);
      await monitorFor(watcher, code);
      await monitorFor(elsewhere, code, 'DK');
      await wishFor(wisher, code);
      await run();
      products.put({ code, name: 'Night Balm', brandName: 'Noir', amount: 20_000, isBuyable: true });
      // Back in Sweden and in Denmark: two events.
      expect((await run()).backInStock).toBe(2);
      await run();
      const notifications = await notificationsOf(watcher);
      expect(notifications).toHaveLength(1);
      expect(notifications[0]).toMatchObject({ kind: 'back-in-stock', overlay: { emoji: expect.any(String) } });
      expect(notifications[0]!.text.children).toEqual([{ text: 'Noir Night Balm', bold: true }, { text: ' finns i lager igen.' }]);
      // Monitoring it in Denmark is heard of in the member's own language (Norwegian).
      expect((await notificationsOf(elsewhere))[0]!.text.children[1]).toEqual({ text: ' er tilbake på lager.' });
      // Only monitoring members hear of stock; the wish list hears of prices.
      expect(await notificationsOf(wisher)).toEqual([]);

      products.put({ code, name: 'Night Balm', brandName: 'Noir', amount: 20_000, isBuyable: false });
      await run();
      products.put({ code, name: 'Night Balm', brandName: 'Noir', amount: 20_000, isBuyable: true });
      await run();
      expect(await notificationsOf(watcher)).toHaveLength(2);
    });

    test('a catalog that does not answer changes nothing and is not taken for a change', async () => {
      const code = '310003';
      products.put({ code, name: 'Clay Mask', brandName: 'Terra', amount: 15_000, isBuyable: true });
      const member = await createTestMember(context().db);
      await wishFor(member, code);
      await run();
      products.failing = true;
      products.put({ code, name: 'Clay Mask', brandName: 'Terra', amount: 9_900, isBuyable: true });
      expect((await run()).observed).toBe(0);
      products.failing = false;
      await run();
      expect((await notificationsOf(member)).map((item) => item.kind)).toEqual(['price-drop']);
    });

    test('two watchers at once report a change once', async () => {
      const code = '310004';
      products.put({ code, name: 'Hand Cream', brandName: 'Terra', amount: 15_000, isBuyable: true });
      const member = await createTestMember(context().db);
      await wishFor(member, code);
      await run();
      products.put({ code, name: 'Hand Cream', brandName: 'Terra', amount: 12_000, isBuyable: true });
      clock += 60_000;
      const first = watchProductsOnce(context().services);
      clock += 1;
      await Promise.all([first, watchProductsOnce(context().services)]);
      expect(await notificationsOf(member)).toHaveLength(1);
    });

    test('startProductWatcher runs on its timer and stops cleanly', async () => {
      const watcher = startProductWatcher(context().services, { firstRunAfterMs: 10, intervalMs: 20 });
      const asked = products.asked.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await watcher.stop();
      expect(products.asked.length).toBeGreaterThan(asked);
      const stoppedAt = products.asked.length;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(products.asked.length).toBe(stoppedAt);
    });
  },
  () => ({ products, now: () => clock }),
);
