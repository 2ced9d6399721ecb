import request from 'supertest';
import type { DetailedReceiptPageViewModel, OrderDetailsPageViewModel, OrderHistoryPageViewModel } from '../../../contract/my-pages';
import type { ReturnOrReclaimPageViewModel } from '../../../contract/returns';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';
import { aMember, anOrder, daysAgo, inMemoryOrderSource } from '../testing/orders';

const source = inMemoryOrderSource();

describeOnEachBackend(
  'the order pages of my pages',
  (context) => {
    const page = async <T>(identity: object, path: string) => {
      const answer = await request(context().url).get(path).set(identityHeaders(identity));
      return { status: answer.status, body: answer.body as T, cacheControl: answer.headers['cache-control'] };
    };

    test('history, ongoing, details, receipt and return pages of the member’s orders', async () => {
      const member = await aMember(context().db, { culture: 'en-US' });
      const ongoing = anOrder({ createdAt: daysAgo(1) });
      const done = anOrder({ createdAt: daysAgo(20), shippedAt: daysAgo(18), status: 'delivered' });
      source.orders.set(member.id, [ongoing, done]);
      const who = member.identity;

      const history = await page<OrderHistoryPageViewModel>(who, '/page/my-pages/orders');
      expect(history.cacheControl).toBe('no-store');
      expect(history.body).toMatchObject({
        componentName: 'OrderHistoryPageViewModel',
        url: '/my-pages/orders',
        meta: { title: 'Order history | Beauty Store', robots: 'noindex' },
        currentTheme: 'default',
        trackingInformationSection: 'my pages',
      });
      expect(history.body.orders.map((order) => order.orderNumber)).toEqual([ongoing.orderNumber, done.orderNumber]);
      expect(history.body.orders[0]).not.toHaveProperty('lines');

      const current = await page<OrderHistoryPageViewModel>(who, '/page/my-pages/orders/ongoing');
      expect([current.body.componentName, current.body.url, current.body.orders.map((order) => order.orderNumber)]).toEqual([
        'OngoingOrdersPageViewModel',
        '/my-pages/orders/ongoing',
        [ongoing.orderNumber],
      ]);

      const details = await page<OrderDetailsPageViewModel>(who, `/page/my-pages/orders/${done.orderNumber}`);
      expect(details.body).toMatchObject({ componentName: 'OrderDetailsPageViewModel', url: `/my-pages/orders/${done.orderNumber}`, order: done });
      expect(details.body.meta.title).toBe(`Order ${done.orderNumber} | Beauty Store`);

      const receipt = await page<DetailedReceiptPageViewModel>(who, `/page/my-pages/orders/${done.orderNumber}/receipt`);
      expect(receipt.body).toMatchObject({
        componentName: 'DetailedReceiptPageViewModel',
        url: `/my-pages/orders/${done.orderNumber}/receipt`,
        order: done,
        seller: { name: 'Beauty Store AB', organisationNumber: expect.stringMatching(/^\d{6}-\d{4}$/), address: expect.any(String) },
      });

      const returnPage = await page<ReturnOrReclaimPageViewModel>(who, `/page/my-pages/orders/${done.orderNumber}/return`);
      expect(returnPage.body).toMatchObject({ componentName: 'ReturnOrReclaimPageViewModel', url: `/my-pages/orders/${done.orderNumber}/return?kind=return`, info: { kind: 'return', isOpen: true } });
      const complaintPage = await page<ReturnOrReclaimPageViewModel>(who, `/page/my-pages/orders/${done.orderNumber}/return?kind=complaint`);
      expect([complaintPage.body.info.kind, complaintPage.body.meta.title]).toEqual(['complaint', `Complaint about order ${done.orderNumber} | Beauty Store`]);
      expect((await page(who, `/page/my-pages/orders/${done.orderNumber}/return?kind=refund`)).status).toBe(400);
    });

    test('another member’s order page is not found', async () => {
      const owner = await aMember(context().db);
      const other = await aMember(context().db);
      const order = anOrder();
      source.orders.set(owner.id, [order]);
      for (const path of [`/page/my-pages/orders/${order.orderNumber}`, `/page/my-pages/orders/${order.orderNumber}/receipt`, `/page/my-pages/orders/${order.orderNumber}/return`]) {
        expect([path, (await page(other.identity, path)).status]).toEqual([path, 404]);
        expect([path, (await page(owner.identity, path)).status]).toEqual([path, 200]);
      }
    });
  },
  () => ({ orders: source }),
  'http',
);
