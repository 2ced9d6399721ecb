import request from 'supertest';
import type { MyProfilePageViewModel, MyQRCodePageViewModel, SubscriptionsPageViewModel } from '../../../contract/member-profile';
import type { MyPagesStartPageViewModel } from '../../../contract/my-pages';
import { aMember, anOrder, daysAgo, inMemoryOrderSource } from '../testing/orders';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';

const source = inMemoryOrderSource();

describeOnEachBackend(
  'the pages of my pages',
  (context) => {
    const page = async <T>(identity: object, path: string) => {
      const answer = await request(context().url).get(path).set(identityHeaders(identity));
      expect([path, answer.status, answer.headers['cache-control']]).toEqual([path, 200, 'no-store']);
      return answer.body as T;
    };

    test('the start page: profile, club level, ongoing orders and where to go next', async () => {
      const member = await aMember(context().db, { culture: 'en-US' });
      const ongoing = anOrder({ createdAt: daysAgo(2), loyaltyPoints: 1_200 });
      const shipped = anOrder({ createdAt: daysAgo(5), shippedAt: daysAgo(4), loyaltyPoints: 900 });
      const done = anOrder({ createdAt: daysAgo(50), shippedAt: daysAgo(48), status: 'delivered', loyaltyPoints: 300 });
      source.orders.set(member.id, [ongoing, shipped, done]);
      const start = await page<MyPagesStartPageViewModel>(member.identity, '/page/my-pages');
      expect(start).toMatchObject({
        componentName: 'MyPagesStartPageViewModel',
        url: '/my-pages',
        meta: { title: 'My pages | Beauty Store', robots: 'noindex' },
        profile: { email: member.email, firstName: 'Anna' },
        loyalty: { level: { id: 'silver' }, points: 2_400, pointsToNextLevel: 2_600 },
      });
      expect(start.ongoingOrders.map((order) => order.orderNumber)).toEqual([ongoing.orderNumber, shipped.orderNumber]);
      expect(start.links.map((link) => link.url)).toEqual([
        '/my-pages/orders/ongoing',
        '/my-pages/orders',
        '/my-pages/profile',
        '/my-pages/subscriptions',
        '/wishlist',
        '/my-pages/monitored-products',
        '/notifications',
        '/my-pages/qr-code',
        '/club',
      ]);
      expect(start.links[0]!.title).toBe('Ongoing orders');
      const { profile, loyalty, ongoingOrders, links } = start;
      expect(await page(member.identity, '/api/mypages/start')).toEqual({ profile, loyalty, ongoingOrders, links });
    });

    test('profile, subscriptions and QR code pages', async () => {
      const member = await aMember(context().db, { emailSubscription: true });
      const profile = await page<MyProfilePageViewModel>(member.identity, '/page/my-pages/profile');
      expect(profile).toMatchObject({ componentName: 'MyProfilePageViewModel', url: '/my-pages/profile', profile: { email: member.email } });
      const subscriptions = await page<SubscriptionsPageViewModel>(member.identity, '/page/my-pages/subscriptions');
      expect(subscriptions).toMatchObject({ componentName: 'SubscriptionsPageViewModel', emailSubscription: true, textSubscription: false, phoneNumber: '070-123 45 67' });
      const qr = await page<MyQRCodePageViewModel>(member.identity, '/page/my-pages/qr-code');
      expect(qr).toMatchObject({ componentName: 'MyQRCodePageViewModel', url: '/my-pages/qr-code', memberNumber: profile.profile.memberNumber });
      expect(qr.qrCodeSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    });

    test('Checkout down: the start page answers 503 rather than a wrong level', async () => {
      const member = await aMember(context().db);
      source.down = true;
      try {
        const answer = await request(context().url).get('/page/my-pages').set(identityHeaders(member.identity));
        expect([answer.status, answer.body.error.code]).toEqual([503, 'orders_unavailable']);
        // The pages that do not need orders still open.
        expect((await request(context().url).get('/page/my-pages/profile').set(identityHeaders(member.identity))).status).toBe(200);
      } finally {
        source.down = false;
      }
    });
  },
  () => ({ orders: source }),
  'http',
);
