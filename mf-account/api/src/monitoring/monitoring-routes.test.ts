import request from 'supertest';
import type { MonitoredProduct, MonitoredProductsPageViewModel } from '../../../contract/my-pages';
import { createInMemoryProductSource, testProducts } from '../catalog/in-memory-product-source';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';
import { createTestMember, type TestMember } from '../testing/test-members';

const products = createInMemoryProductSource(Object.values(testProducts));
const { lipstick, mascara } = testProducts;

describeOnEachBackend(
  'monitored products',
  (context) => {
    const headersOf = (member: TestMember | null, market?: 'SE' | 'NO') =>
      identityHeaders(member ? { ...member.identity, ...(market ? { market } : {}) } : {});
    const list = async (member: TestMember, market?: 'SE' | 'NO') =>
      (await request(context().url).get('/api/my/monitored-products').set(headersOf(member, market))).body as MonitoredProduct[];
    const change = (member: TestMember | null, code: string, action: 'monitor' | 'stop-monitoring', market?: 'SE' | 'NO') =>
      request(context().url).post(`/api/my/monitored-products/${code}/${action}`).set(headersOf(member, market)).send();

    test('visitors get 401 on every monitoring route', async () => {
      for (const path of ['/api/my/monitored-products', `/api/my/monitored-products/${mascara.code}`, '/page/my-pages/monitored-products']) {
        expect((await request(context().url).get(path).set(identityHeaders())).status).toBe(401);
      }
      expect((await change(null, mascara.code, 'monitor')).status).toBe(401);
      expect((await change(null, mascara.code, 'stop-monitoring')).status).toBe(401);
    });

    test('a member monitors and stops monitoring a product, per market', async () => {
      const member = await createTestMember(context().db);
      expect((await change(member, mascara.code, 'monitor')).body).toEqual({ monitored: true });
      expect((await change(member, mascara.code, 'monitor')).body).toEqual({ monitored: true });
      expect(await list(member)).toEqual([
        {
          code: mascara.code,
          title: mascara.name,
          brandName: mascara.brandName,
          image: expect.objectContaining({ src: `/images/products/${mascara.code}/1` }),
          url: expect.stringContaining(mascara.code),
          isBuyable: false,
          monitoredSince: expect.stringMatching(/Z$/),
        },
      ]);
      expect((await request(context().url).get(`/api/my/monitored-products/${mascara.code}`).set(headersOf(member))).body).toEqual({ monitored: true });
      expect(await list(member, 'NO')).toEqual([]);
      expect((await request(context().url).get(`/api/my/monitored-products/${mascara.code}`).set(headersOf(member, 'NO'))).body).toEqual({ monitored: false });

      const page = (await request(context().url).get('/page/my-pages/monitored-products').set(headersOf(member))).body as MonitoredProductsPageViewModel;
      expect(page).toMatchObject({ componentName: 'MonitoredProductsPageViewModel', url: '/my-pages/monitored-products', meta: { title: expect.stringContaining('Bevakade produkter') } });
      expect(page.items.map((item) => item.code)).toEqual([mascara.code]);

      expect((await change(member, mascara.code, 'stop-monitoring')).body).toEqual({ monitored: false });
      expect((await change(member, mascara.code, 'stop-monitoring')).body).toEqual({ monitored: false });
      expect(await list(member)).toEqual([]);
    });

    test('an unknown product is a 404, a malformed code a 400', async () => {
      const member = await createTestMember(context().db);
      const unknown = await change(member, '999999', 'monitor');
      expect([unknown.status, unknown.body.error.code]).toEqual([404, 'unknown_product']);
      expect((await change(member, '999999', 'stop-monitoring')).status).toBe(404);
      expect((await change(member, '12ab56', 'monitor')).status).toBe(400);
      expect(await list(member)).toEqual([]);
    });

    test('a product the catalog dropped stays listed by its code and can still be stopped', async () => {
      const member = await createTestMember(context().db);
      await context().db.query(`INSERT INTO monitored_products (member_id, code, market) VALUES ($1, '399999', 'SE')`, [member.id]);
      expect(await list(member)).toEqual([expect.objectContaining({ code: '399999', title: '', isBuyable: false })]);
      expect((await change(member, '399999', 'stop-monitoring')).body).toEqual({ monitored: false });
    });

    test("the spec's catalog paths (/api/catalog/variants/…) are the same calls, login required", async () => {
      const catalogPath = (code: string, action: 'monitor' | 'stop-monitoring') => `/api/catalog/variants/${code}/${action}`;
      expect((await request(context().url).get('/api/catalog/variants/monitored').set(identityHeaders())).status).toBe(401);
      expect((await request(context().url).post(catalogPath(lipstick.code, 'monitor')).set(identityHeaders()).send()).status).toBe(401);
      const member = await createTestMember(context().db);
      const monitored = await request(context().url).post(catalogPath(lipstick.code, 'monitor')).set(headersOf(member)).send();
      expect([monitored.status, monitored.body]).toEqual([200, { monitored: true }]);
      const listed = await request(context().url).get('/api/catalog/variants/monitored').set(headersOf(member));
      expect((listed.body as MonitoredProduct[]).map((item) => item.code)).toEqual([lipstick.code]);
      expect(await list(member)).toEqual(listed.body);
      expect((await request(context().url).post(catalogPath('12ab56', 'monitor')).set(headersOf(member)).send()).status).toBe(400);
      expect((await request(context().url).post(catalogPath('999999', 'monitor')).set(headersOf(member)).send()).status).toBe(404);
      const stopped = await request(context().url).post(catalogPath(lipstick.code, 'stop-monitoring')).set(headersOf(member)).send();
      expect([stopped.status, stopped.body]).toEqual([200, { monitored: false }]);
      expect(await list(member)).toEqual([]);
    });

    test("a member can neither see nor stop another member's monitoring", async () => {
      const owner = await createTestMember(context().db);
      const other = await createTestMember(context().db);
      await change(owner, lipstick.code, 'monitor');
      expect(await list(other)).toEqual([]);
      await change(other, lipstick.code, 'stop-monitoring');
      expect((await list(owner)).map((item) => item.code)).toEqual([lipstick.code]);
    });
  },
  () => ({ products }),
);
