import request from 'supertest';
import type { StoreListPageViewModel, StorePageViewModel, StoreProductsListPageViewModel, StoreStockInfo, StoreSummary } from '../../../contract/stores';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';
import { distanceKm, localTime, openingState } from './opening-hours';
import { stockLevel } from './store-routes';

test('opening hours are judged in the store’s own time zone', () => {
  const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '10:00:00', closes: '20:00:00' }));
  // Monday 2026-11-23 08:30 UTC is 09:30 in Stockholm (closed) and 10:30 in Helsinki (open).
  const now = new Date('2026-11-23T08:30:00Z');
  expect(localTime(now, 'Europe/Helsinki')).toEqual({ weekday: 1, time: '10:30' });
  expect(openingState(week, 'Europe/Stockholm', now).isOpenNow).toBe(false);
  expect(openingState(week, 'Europe/Helsinki', now).isOpenNow).toBe(true);
  expect(openingState(week, 'Europe/Berlin', new Date('2026-11-29T12:00:00Z'))).toEqual({ isOpenNow: false });
  expect(Math.round(distanceKm({ lat: 59.3326, lon: 18.0649 }, { lat: 57.7051, lon: 11.9668 }))).toBe(397);
  expect([0, 1, 3, 4].map(stockLevel)).toEqual(['out-of-stock', 'few-left', 'few-left', 'in-stock']);
});

describeOnEachBackend('stores', (testApp) => {
  const get = (url: string, identity = identityHeaders()) => request(testApp().app).get(url).set(identity);

  test('at least 30 stores in the eight markets; the list is the shopper’s market', async () => {
    const all = (await get('/api/stores')).body.stores as StoreSummary[];
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((store) => store.market)).size).toBe(8);
    const page = (await get('/page/stores')).body as StoreListPageViewModel;
    expect(page.componentName).toBe('StoreListPageViewModel');
    expect(page.locationQuery).toBeNull();
    expect(page.stores.every((store) => store.market === 'SE')).toBe(true);
  });

  test('a position lists the nearest store first with its distance; a text finds by city or street', async () => {
    const near = (await get('/page/stores?lat=57.70&lon=11.97')).body as StoreListPageViewModel;
    expect(near.locationQuery).toEqual({ kind: 'position', lat: 57.7, lon: 11.97 });
    expect(near.stores[0]!.address.city).toBe('Göteborg');
    expect(near.stores[0]!.distanceKm).toBeLessThan(1);
    expect(near.stores.map((store) => store.distanceKm)).toEqual([...near.stores.map((store) => store.distanceKm)].sort((a, b) => a! - b!));
    const text = (await get('/page/stores?q=goteborg')).body as StoreListPageViewModel;
    expect(text.stores.map((store) => store.address.city)).toEqual(['Göteborg']);
  });

  test('a store page has its week with today marked, and JSON-LD opening hours', async () => {
    const page = (await get('/page/stores/stockholm-drottninggatan')).body as StorePageViewModel;
    expect(page.store.openingHours).toHaveLength(7);
    expect(page.store.openingHours[0]).toMatchObject({ weekday: 1, name: 'Måndag', opens: '10:00', closes: '20:00' });
    expect(page.store.openingHours.filter((day) => day.isToday)).toHaveLength(1);
    expect(page.jsonLd![0]).toMatchObject({ '@type': 'Store', openingHoursSpecification: expect.any(Array) });
    expect((await get('/page/stores/nowhere')).status).toBe(404);
    expect((await get('/api/stores/nowhere')).status).toBe(404);
  });

  test('the store’s products are those it has on its shelves (on the web, not those shown in stores only)', async () => {
    const page = (await get('/page/stores/stockholm-drottninggatan/products?pageSize=5')).body as StoreProductsListPageViewModel;
    expect(page.listing.totalCount).toBeGreaterThan(100);
    const [row] = await testApp().db.query<{ n: number }>(
      `SELECT count(DISTINCT v.product_code)::int AS n FROM store_stock s JOIN variants v ON v.code = s.variant_code
       JOIN products p ON p.code = v.product_code
       WHERE s.store_id = 'stockholm-drottninggatan' AND s.quantity > 0 AND NOT p.show_in_pos_only`,
    );
    expect(page.listing.totalCount).toBe(row!.n);
  });

  test('store stock of a variant in the shopper’s market, nearest first', async () => {
    const [variant] = await testApp().db.query<{ code: string }>('SELECT code FROM variants ORDER BY code LIMIT 1');
    const info = (await get(`/api/catalog/variants/${variant!.code}/store-stock-info?lat=55.60&lon=13.00`)).body as StoreStockInfo;
    expect(info.stores[0]!.store.address.city).toBe('Malmö');
    expect(info.stores.every((entry) => entry.store.market === 'SE')).toBe(true);
    const [stock] = await testApp().db.query<{ quantity: number }>('SELECT quantity FROM store_stock WHERE store_id = $1 AND variant_code = $2', [
      info.stores[0]!.store.id,
      variant!.code,
    ]);
    expect(info.stores[0]!.quantity).toBe(stock?.quantity ?? 0);
    expect((await get('/api/catalog/variants/999999/store-stock-info')).status).toBe(404);
    expect((await get('/api/catalog/variants/12ab/store-stock-info')).status).toBe(400);
    expect((await get(`/api/catalog/variants/${variant!.code}/store-stock-info?lat=99&lon=1`)).status).toBe(400);
    expect((await get('/page/stores?lat=59')).status).toBe(400);
  });

  test('a NUL in a store search, on the list call or the list page, is a 400 error JSON, never a 500', async () => {
    for (const url of ['/api/stores?q=Malm%00', '/api/stores?market=SE%00', '/page/stores?q=%00', '/page/stores?lat=1%00&lon=1', '/api/stores/%00', '/api/catalog/variants/100001/store-stock-info?lat=1%00&lon=1']) {
      const response = await get(url);
      expect([url, response.status, response.body.error?.code]).toEqual([url, 400, 'bad_request']);
    }
  });
});
