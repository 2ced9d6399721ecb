import { ResponseError } from '@storefront/platform/server';
import { visitorIn } from '../testing/cart-products';
import { lipstick, mascara, soldOut, startFakeCatalog, type FakeCatalog } from '../testing/fake-catalog';
import { silentLogger, testIdentitySecret } from '../testing/test-app';
import { createCatalogStockClient } from './catalog-stock-client';

let catalog: FakeCatalog;
beforeAll(async () => {
  catalog = await startFakeCatalog(testIdentitySecret, [lipstick, { ...mascara, onlineStock: 3 }, soldOut]);
});
afterAll(() => catalog.close());
afterEach(() => {
  catalog.stockMode = 'ok';
});

const client = (overrides: { identitySecret?: string; timeoutMs?: number } = {}) =>
  createCatalogStockClient({ baseUrl: catalog.url, identitySecret: testIdentitySecret, logger: silentLogger, timeoutMs: 300, ...overrides });
const shopper = visitorIn('SE');

async function refusal(run: () => Promise<unknown>): Promise<ResponseError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ResponseError) return error;
    throw error;
  }
  throw new Error('it was not refused');
}

test('the online quantity of each code the catalog knows, asked in one call with the identity', async () => {
  const counts = await client().onlineQuantities(shopper, [lipstick.code, mascara.code, soldOut.code, '999999']);
  expect(counts).toEqual(new Map([[lipstick.code, 1_000], [mascara.code, 3], [soldOut.code, 0]]));
  expect(catalog.stockLookups.at(-1)).toEqual([lipstick.code, mascara.code, soldOut.code, '999999']);
  expect(await client().onlineQuantities(shopper, [])).toEqual(new Map());
});

test.each(['hang', 'fail', 'garbage'] as const)('a catalog that does not answer properly (%s) is a 503 stock_unavailable', async (mode) => {
  catalog.stockMode = mode;
  const started = Date.now();
  const error = await refusal(() => client().onlineQuantities(shopper, [lipstick.code]));
  expect([error.status, error.code]).toEqual([503, 'stock_unavailable']);
  expect(Date.now() - started).toBeLessThan(2_000);
});

test('a catalog refusing the identity is a 503 too; a catalog that is down as well', async () => {
  expect((await refusal(() => client({ identitySecret: 'wrong' }).onlineQuantities(shopper, [lipstick.code]))).code).toBe('stock_unavailable');
  const down = createCatalogStockClient({ baseUrl: 'http://127.0.0.1:9', identitySecret: testIdentitySecret, logger: silentLogger });
  expect((await refusal(() => down.onlineQuantities(shopper, [lipstick.code]))).status).toBe(503);
});
