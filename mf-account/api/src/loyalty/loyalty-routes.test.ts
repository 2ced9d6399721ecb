import request from 'supertest';
import type { ClubPageViewModel, LoyaltyLevel } from '../../../contract/loyalty';
import { aMember, anOrder, daysAgo, inMemoryOrderSource } from '../testing/orders';
import { anIdentity, describeOnEachBackend, identityHeaders } from '../testing/test-app';

const source = inMemoryOrderSource();

describeOnEachBackend(
  'loyalty levels and the club page',
  (context) => {
    const get = (identity: object, path: string) => request(context().url).get(path).set(identityHeaders(identity));
    beforeEach(() => {
      source.down = false;
    });

    test('anyone may see the levels, in their language', async () => {
      const answer = await get(anIdentity({ culture: 'de-DE' }), '/api/loyalty/levels');
      expect(answer.status).toBe(200);
      expect((answer.body as LoyaltyLevel[]).map((level) => [level.id, level.name, level.minPoints])).toEqual([
        ['member', 'Mitglied', 0],
        ['silver', 'Silber', 2_000],
        ['gold', 'Gold', 5_000],
      ]);
    });

    test('the member’s current level comes from the points of their orders', async () => {
      const member = await aMember(context().db, { culture: 'en-US' });
      source.orders.set(member.id, [
        anOrder({ createdAt: daysAgo(3), loyaltyPoints: 1_500 }),
        anOrder({ createdAt: daysAgo(100), shippedAt: daysAgo(99), loyaltyPoints: 1_000 }),
        anOrder({ createdAt: daysAgo(400), shippedAt: daysAgo(399), status: 'delivered', loyaltyPoints: 9_000 }),
        anOrder({ createdAt: daysAgo(2), status: 'cancelled', loyaltyPoints: 9_000 }),
      ]);
      const answer = await get(member.identity, '/api/my/loyalty/current-level');
      expect([answer.status, answer.headers['cache-control']]).toEqual([200, 'no-store']);
      expect(answer.body).toMatchObject({ level: { id: 'silver', name: 'Silver' }, points: 2_500, nextLevel: { id: 'gold' }, pointsToNextLevel: 2_500 });
    });

    test('the club page: levels and FAQ for everyone, the level for a member', async () => {
      const visitor = await get(anIdentity({ culture: 'en-US' }), '/page/club');
      const page = visitor.body as ClubPageViewModel;
      expect(page).toMatchObject({ componentName: 'ClubPageViewModel', url: '/club', meta: { title: 'The club | Beauty Store' }, currentTheme: 'default', loyalty: null });
      expect(page.meta.robots).toBeUndefined();
      expect(page.levels).toHaveLength(3);
      expect(page.faq.length).toBeGreaterThanOrEqual(6);
      const member = await aMember(context().db);
      source.orders.set(member.id, [anOrder({ loyaltyPoints: 6_000 })]);
      expect(((await get(member.identity, '/page/club')).body as ClubPageViewModel).loyalty).toMatchObject({ level: { id: 'gold', name: 'Guld' }, points: 6_000 });
      // Without Checkout the page still opens, without the member's level.
      source.down = true;
      const without = await get(member.identity, '/page/club');
      expect([without.status, without.body.loyalty]).toEqual([200, null]);
    });

    test('the club page has a no-script fallback when the gateway asks for it', async () => {
      const answer = await get(anIdentity({ culture: 'en-US' }), '/page/club?_fallback=1');
      expect(answer.body.fallback).toMatchObject({ headings: expect.arrayContaining([{ level: 1, text: 'The club' }, { level: 2, text: 'Gold' }]) });
      expect((await get(anIdentity(), '/page/club')).body.fallback).toBeUndefined();
    });
  },
  () => ({ orders: source }),
  'http',
);
