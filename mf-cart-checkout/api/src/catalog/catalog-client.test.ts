import { ResponseError } from '@storefront/platform/server';
import { shopperOf } from '../cart/shopper';
import { freeLocalUrl } from '@storefront/platform/server/testing';
import { lipstick, mascara, serum, startFakeCatalog, type FakeCatalog } from '../testing/fake-catalog';
import { anIdentity, testCatalogClient, testIdentitySecret } from '../testing/test-app';
import { codesPerLookup, lookupsAtOnce } from './catalog-client';

let catalog: FakeCatalog;
beforeAll(async () => {
  catalog = await startFakeCatalog(testIdentitySecret, [lipstick, serum, mascara]);
});
afterAll(() => catalog.close());
beforeEach(() => {
  catalog.mode = 'ok';
  catalog.lookups.length = 0;
  catalog.batchLookups.length = 0;
});

const swedishVisitor = shopperOf(anIdentity());
const finnishMember = shopperOf(anIdentity({ userId: 'u-7', market: 'FI', culture: 'fi-FI' }));

async function refusal(promise: Promise<unknown>): Promise<ResponseError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ResponseError) return error;
    throw error;
  }
  throw new Error('the lookup succeeded');
}

test("a variant becomes the catalog parts of a cart line, with the shopper's price of one", async () => {
  expect(await testCatalogClient(catalog.url).product(swedishVisitor, '100001')).toEqual({
    code: '100001',
    url: '/p/velvet-lipstick/100001',
    image: { src: '/images/products/100001/1', altText: 'Lumière Velvet Lipstick', sourceWidth: 2880, sourceHeight: 2880 },
    brandName: 'Lumière',
    entryName: 'Velvet Lipstick',
    size: '3,5',
    unit: 'g',
    productVariesBy: 'COLOR',
    price: { current: { amount: 24_900, currency: 'SEK' }, useDiscountStyling: false, isMemberPrice: false, isPremium: false, comparisonPrices: [] },
    maxQuantity: 10,
    isGift: false,
    isExpressHandling: false,
    isGiftWrapProduct: false,
    isPrescriptionFreeProduct: false,
    isNicotineProduct: false,
    displayName: 'Ruby 3,5 g',
  });
  const sized = await testCatalogClient(catalog.url).product(swedishVisitor, '100002');
  expect([sized?.displayName, sized?.size, sized?.unit]).toEqual(['30 ml', '30', 'ml']);
});

test("the catalog is asked as checkout's service, freshly signed, in the shopper's market, language and user", async () => {
  const product = await testCatalogClient(catalog.url).product(finnishMember, '100003');
  expect(product?.price.current).toEqual({ amount: 1_590, currency: 'EUR' });
  expect(product?.price.isMemberPrice).toBe(true);
  expect(catalog.lookups).toEqual([
    { code: '100003', identity: expect.objectContaining({ service: 'cart-checkout', userId: 'u-7', market: 'FI', culture: 'fi-FI', issuedAt: expect.any(Number) }) },
  ]);
  expect(Date.now() - catalog.lookups[0]!.identity!.issuedAt).toBeLessThan(5_000);
});

test('answers are cached 30 s per market, language and member status; concurrent lookups share one request', async () => {
  // Starts at the real clock: the stand-in catalog judges the identities signed with it by the real clock.
  let now = Date.now();
  const client = testCatalogClient(catalog.url, { now: () => now, cacheTtlMs: 30_000 });
  await Promise.all([client.product(swedishVisitor, '100001'), client.product(swedishVisitor, '100001')]);
  await client.product(shopperOf(anIdentity()), '100001');
  expect(catalog.lookups).toHaveLength(1);
  await client.product(finnishMember, '100001');
  await client.product(shopperOf(anIdentity({ userId: 'u-8' })), '100001');
  expect(catalog.lookups).toHaveLength(3);
  now += 29_000;
  await client.product(swedishVisitor, '100001');
  expect(catalog.lookups).toHaveLength(3);
  now += 2_000;
  await client.product(swedishVisitor, '100001');
  expect(catalog.lookups).toHaveLength(4);
});

test('an unknown code is null, and several codes come back as a map', async () => {
  const client = testCatalogClient(catalog.url);
  expect(await client.product(swedishVisitor, '999999')).toBeNull();
  const found = await client.products(swedishVisitor, ['100001', '999999', '100001']);
  expect([...found.keys()]).toEqual(['100001', '999999']);
  expect(found.get('999999')).toBeNull();
});

test('the codes asked in one turn go in one call, one per audience', async () => {
  const client = testCatalogClient(catalog.url);
  const [swedish, finnish] = await Promise.all([
    client.products(swedishVisitor, ['100001', '999999', '100002']),
    client.products(finnishMember, ['100001', '100003']),
  ]);
  expect(catalog.batchLookups).toEqual([
    ['100001', '999999', '100002'],
    ['100001', '100003'],
  ]);
  expect([...swedish].map(([code, found]) => [code, found?.price.current.currency ?? null])).toEqual([
    ['100001', 'SEK'],
    ['999999', null],
    ['100002', 'SEK'],
  ]);
  expect(finnish.get('100003')?.price).toMatchObject({ current: { amount: 1_590, currency: 'EUR' }, isMemberPrice: true });
});

test(`at most ${lookupsAtOnce} calls are under way; the codes asked meanwhile wait and go together, ${codesPerLookup} a call at most`, async () => {
  catalog.mode = 'hang';
  const client = testCatalogClient(catalog.url, { timeoutMs: 300 });
  const asked: Promise<unknown>[] = [];
  const codes = Array.from({ length: lookupsAtOnce + codesPerLookup + 3 }, (_, index) => String(300_000 + index));
  for (const code of codes) {
    asked.push(client.product(swedishVisitor, code).catch((error: ResponseError) => error.code));
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(await Promise.all(asked)).toEqual(codes.map(() => 'catalog_unavailable'));
  expect(catalog.batchLookups).toEqual([
    ...codes.slice(0, lookupsAtOnce).map((code) => [code]),
    codes.slice(lookupsAtOnce, lookupsAtOnce + codesPerLookup),
    codes.slice(lookupsAtOnce + codesPerLookup),
  ]);
});

test('a catalog that is down is a 503 catalog_unavailable at once', async () => {
  const started = performance.now();
  const error = await refusal(testCatalogClient(await freeLocalUrl()).product(swedishVisitor, '100001'));
  expect([error.status, error.code]).toEqual([503, 'catalog_unavailable']);
  expect(performance.now() - started).toBeLessThan(1_000);
});

test('a catalog that does not answer in time is a 503 after the timeout, never a hang', async () => {
  catalog.mode = 'hang';
  const started = performance.now();
  const error = await refusal(testCatalogClient(catalog.url, { timeoutMs: 300 }).product(swedishVisitor, '100001'));
  expect([error.status, error.code]).toEqual([503, 'catalog_unavailable']);
  expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  expect(performance.now() - started).toBeLessThan(1_500);
});

test.each(['fail', 'garbage'] as const)('a catalog answer that is an error or the wrong shape (%s) is a 503', async (mode) => {
  catalog.mode = mode;
  const error = await refusal(testCatalogClient(catalog.url).product(swedishVisitor, '100001'));
  expect([error.status, error.code]).toEqual([503, 'catalog_unavailable']);
});

test('a catalog that refuses our identity is a 503, not an unknown product', async () => {
  const error = await refusal(testCatalogClient(catalog.url, { identitySecret: 'not-the-catalog-secret' }).product(swedishVisitor, '100001'));
  expect([error.status, error.code]).toEqual([503, 'catalog_unavailable']);
});
