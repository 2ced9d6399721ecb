import { ResponseError } from '@storefront/platform/server';
import { silentLogger, testIdentitySecret } from '../testing/test-app';
import { createCatalogProductSource, type CatalogProductSourceOptions } from './catalog-product-source';
import { freeLocalUrl } from '@storefront/platform/server/testing';
import { startStandInCatalog, type StandInCatalog, type StandInVariant } from './stand-in-catalog';

const lipstick: StandInVariant = {
  code: '100001',
  productName: 'Velvet Lipstick',
  brandName: 'Lumière',
  shade: 'Ruby',
  prices: { SEK: 24_900, NOK: 24_900, DKK: 24_900, EUR: 2_490, PLN: 9_990 },
  memberPrices: { SEK: 19_900 },
  isBuyable: true,
};
/** Sold in euro markets only: the catalog answers 404 for it in Sweden. */
const euroOnly: StandInVariant = { code: '100002', productName: 'Sun Veil', brandName: 'Soleil', shade: '50 ml', prices: { EUR: 2_990 }, isBuyable: true };
const soldOut: StandInVariant = { ...lipstick, code: '100003', shade: 'Coral', memberPrices: {}, isBuyable: false };

let catalog: StandInCatalog;
beforeAll(async () => {
  catalog = await startStandInCatalog(testIdentitySecret, [lipstick, euroOnly, soldOut]);
});
afterAll(() => catalog.close());
beforeEach(() => {
  catalog.mode = 'ok';
  catalog.requests.length = 0;
});

const source = (overrides: Partial<CatalogProductSourceOptions> = {}) =>
  createCatalogProductSource({ baseUrl: catalog.url, identitySecret: testIdentitySecret, logger: silentLogger, ...overrides });
const sweden = { market: 'SE', culture: 'sv-SE' } as const;
const finland = { market: 'FI', culture: 'fi-FI' } as const;

async function refusal(promise: Promise<unknown>): Promise<ResponseError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ResponseError) return error;
    throw error;
  }
  throw new Error('the lookup succeeded');
}

test('a variant becomes a product summary with the member price, asked as a member in the market and language', async () => {
  const found = await source().products(sweden, ['100001']);
  expect(found.get('100001')).toEqual({
    code: '100001',
    title: 'Velvet Lipstick Ruby',
    brandName: 'Lumière',
    entryName: 'Velvet Lipstick',
    variationDescription: 'Ruby',
    image: { src: '/images/products/100001/1', altText: 'Lumière Velvet Lipstick Ruby', sourceWidth: 2880, sourceHeight: 2880 },
    url: '/p/velvet-lipstick/100001',
    price: expect.objectContaining({ current: { amount: 19_900, currency: 'SEK' }, isMemberPrice: true }),
    isBuyable: true,
    availableInMarket: true,
  });
  expect(catalog.requests).toEqual([
    { path: '/api/catalog/variants/100001', identity: expect.objectContaining({ market: 'SE', culture: 'sv-SE', userId: expect.any(String), isStoreDevice: false, service: 'account' }) },
  ]);
});

test('a sold-out variant is not buyable; prices follow the market', async () => {
  const found = await source().products(finland, ['100003', '100001']);
  expect(found.get('100003')).toMatchObject({ isBuyable: false, availableInMarket: true, price: { current: { amount: 2_490, currency: 'EUR' } } });
  expect(found.get('100001')?.price?.current).toEqual({ amount: 2_490, currency: 'EUR' });
});

test("a variant the catalog stocks but does not price in the market is described from another market and marked not available", async () => {
  const found = await source().products(sweden, ['100002']);
  expect(found.get('100002')).toMatchObject({ code: '100002', title: 'Sun Veil 50 ml', price: null, isBuyable: false, availableInMarket: false });
  expect(catalog.requests.map((request) => request.path)).toEqual([
    '/api/catalog/variants/100002',
    '/internal/stock?codes=100002',
    // One market per other currency, in the shop's order: NOK, then EUR (Finland) answers.
    '/api/catalog/variants/100002',
    '/api/catalog/variants/100002',
  ]);
  expect(catalog.requests.slice(2).map((request) => request.identity?.market)).toEqual(['NO', 'FI']);
  expect(catalog.requests.slice(2).every((request) => request.identity?.culture === 'sv-SE')).toBe(true);
});

test('an unknown code is null after one stock check; codes that cannot be variants are null without asking', async () => {
  const found = await source().products(sweden, ['999999', 'abc', '999999']);
  expect([...found]).toEqual([
    ['999999', null],
    ['abc', null],
  ]);
  expect(catalog.requests.map((request) => request.path)).toEqual(['/api/catalog/variants/999999', '/internal/stock?codes=999999']);
});

test('answers are cached briefly per market and language; concurrent asks share one request', async () => {
  let now = Date.now();
  const cached = source({ now: () => now, cacheTtlMs: 15_000 });
  await Promise.all([cached.products(sweden, ['100001']), cached.products(sweden, ['100001']), cached.products(sweden, ['100001', '999999'])]);
  expect(catalog.requests.filter((request) => request.path.endsWith('100001'))).toHaveLength(1);
  await cached.products(finland, ['100001']);
  await cached.products({ market: 'SE', culture: 'en-US' }, ['100001']);
  expect(catalog.requests.filter((request) => request.path.endsWith('100001'))).toHaveLength(3);
  now += 14_000;
  await cached.products(sweden, ['100001', '999999']);
  expect(catalog.requests.filter((request) => request.path.includes('100001'))).toHaveLength(3);
  expect(catalog.requests.filter((request) => request.path.includes('999999'))).toHaveLength(2);
  now += 2_000;
  await cached.products(sweden, ['100001']);
  expect(catalog.requests.filter((request) => request.path.endsWith('100001'))).toHaveLength(4);
});

test('a catalog that is down is a 503 catalog_unavailable at once', async () => {
  const started = performance.now();
  const error = await refusal(source({ baseUrl: await freeLocalUrl() }).products(sweden, ['100001']));
  expect([error.status, error.code]).toEqual([503, 'catalog_unavailable']);
  expect(performance.now() - started).toBeLessThan(1_000);
});

test('a catalog that does not answer in time is a 503 after the timeout, never a hang', async () => {
  catalog.mode = 'hang';
  const started = performance.now();
  const error = await refusal(source({ timeoutMs: 300 }).products(sweden, ['100001']));
  expect([error.status, error.code]).toEqual([503, 'catalog_unavailable']);
  expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  expect(performance.now() - started).toBeLessThan(1_500);
});

test.each(['fail', 'garbage'] as const)('a catalog answer that is an error or the wrong shape (%s) is a 503', async (mode) => {
  catalog.mode = mode;
  const error = await refusal(source().products(sweden, ['100001']));
  expect([error.status, error.code]).toEqual([503, 'catalog_unavailable']);
});

test('a catalog that refuses our identity is a 503, not an unknown product', async () => {
  const error = await refusal(source({ identitySecret: 'not-the-catalog-secret' }).products(sweden, ['100001']));
  expect([error.status, error.code]).toEqual([503, 'catalog_unavailable']);
});

test('a failed lookup is not cached', async () => {
  const retried = source();
  catalog.mode = 'fail';
  await refusal(retried.products(sweden, ['100001']));
  catalog.mode = 'ok';
  expect((await retried.products(sweden, ['100001'])).get('100001')?.code).toBe('100001');
});
