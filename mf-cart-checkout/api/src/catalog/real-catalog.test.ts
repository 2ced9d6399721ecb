// The cart's catalog client against the real catalog team server, started as its own process (nothing of the catalog
// is imported): the mapping is checked against the catalog's actual answers, not against our stand-in's.
// @slow: the catalog's first start seeds its demo data (jest.sequencer.cjs).
import type { Server } from 'node:http';
import type { ProductCard, StartPageViewModel } from '@storefront/platform';
import { migrate, type Identity } from '@storefront/platform/server';
import { startRealCatalog, testBackends, type OpenedTestDatabase, type RealCatalog } from '@storefront/platform/server/testing';
import { shopperOf } from '../cart/shopper';
import { cartMigrations } from '../db/cart-database';
import { anIdentity, closeServer, identityHeaders, listen, testAppOptions, testCatalogClient, testIdentitySecret } from '../testing/test-app';
import { createCatalogStockLevelsClient } from '../stock/catalog-stock-levels-client';
import { publishStock } from '../stock/stock-publisher';
import type { CatalogVariantAnswer } from './catalog-variant';

let catalog: RealCatalog;
const catalogGet = <T>(path: string, identity: Identity) => catalog.get<T>(path, identity);

/** Codes of buyable products on the catalog's start page. */
async function buyableCodes(identity: Identity): Promise<ProductCard[]> {
  const { body } = await catalogGet<StartPageViewModel>('/page/', identity);
  return body.blocks.flatMap((block) => block.products ?? []).filter((card) => card.stockStatus.isBuyable);
}

beforeAll(async () => {
  catalog = await startRealCatalog(testIdentitySecret);
}, 180_000);
afterAll(() => catalog?.stop(), 30_000);

test.each([
  ['a Swedish visitor', anIdentity()],
  ['a Finnish member', anIdentity({ userId: 'u-real', market: 'FI', culture: 'fi-FI' })],
  ['a Polish visitor reading English', anIdentity({ market: 'PL', culture: 'en-US' })],
])("the catalog's real answer maps to cart line parts for %s", async (_who, identity) => {
  const cards = await buyableCodes(identity);
  expect(cards.length).toBeGreaterThan(0);
  const client = testCatalogClient(catalog.url);
  for (const card of cards.slice(0, 5)) {
    const { status, body: raw } = await catalogGet<CatalogVariantAnswer>(`/api/catalog/variants/${card.code}`, identity);
    expect(status).toBe(200);
    const product = await client.product(shopperOf(identity), card.code);
    expect(product).toEqual({
      code: card.code,
      url: raw.url,
      image: raw.variant.images[0],
      brandName: raw.product.brand.name,
      entryName: raw.product.name,
      size: expect.any(String),
      unit: raw.variant.unit,
      productVariesBy: raw.product.productVariesBy,
      price: raw.variant.price,
      maxQuantity: raw.variant.maxQuantity,
      isGift: false,
      isExpressHandling: false,
      isGiftWrapProduct: false,
      isPrescriptionFreeProduct: false,
      isNicotineProduct: false,
      displayName: expect.stringContaining(raw.variant.size),
    });
    expect(`${product!.size} ${product!.unit}`).toBe(raw.variant.size);
    expect(product!.displayName.startsWith(raw.variant.name)).toBe(true);
    // The same price the shopper sees on the product card.
    expect(product!.price.current).toEqual(card.price.current);
  }
});

test("an unknown code is the catalog's 404, which the client turns into null", async () => {
  const visitor = anIdentity();
  expect((await catalogGet('/api/catalog/variants/000000', visitor)).status).toBe(404);
  expect(await testCatalogClient(catalog.url).product(shopperOf(visitor), '000000')).toBeNull();
});

describe('a cart server on the real catalog', () => {
  let opened: OpenedTestDatabase | undefined;
  let server: Server | undefined;
  let url = '';
  beforeAll(async () => {
    opened = await testBackends({ team: 'cart-checkout' })[0]!.open();
    await migrate(opened.db, cartMigrations);
    ({ server, url } = await listen(testAppOptions(opened.db, catalog.url)));
  }, 120_000);
  afterAll(async () => {
    await closeServer(server);
    await opened?.dispose();
  }, 60_000);

  test('adds a real product and prices the cart from the real catalog', async () => {
    const visitor = anIdentity();
    const [card] = await buyableCodes(visitor);
    const update = (items: Record<string, { newQuantity: number; previousQuantity: number }>) =>
      fetch(`${url}/cart/update`, {
        method: 'POST',
        headers: { ...identityHeaders(visitor), 'content-type': 'application/json' },
        body: JSON.stringify({ items, addedCodes: Object.keys(items), isCheckoutPage: false }),
      });
    const added = await update({ [card!.code]: { newQuantity: 2, previousQuantity: 0 } });
    expect(added.status).toBe(200);
    const { cart } = await added.json();
    expect(cart.items).toEqual([expect.objectContaining({ code: card!.code, quantity: 2, url: card!.url })]);
    expect(cart.subTotal).toEqual({ amount: card!.price.current.amount * 2, currency: 'SEK' });
    const unknown = await update({ '000000': { newQuantity: 1, previousQuantity: 0 } });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.code).toBe('unknown_product');
    const again = await (await fetch(`${url}/cart`, { headers: identityHeaders(visitor) })).json();
    expect(again).toEqual(cart);
  });
});

describe("checkout's stock publisher on the real catalog", () => {
  let opened: OpenedTestDatabase | undefined;
  beforeAll(async () => {
    opened = await testBackends({ team: 'cart-checkout' })[0]!.open();
    await migrate(opened.db, cartMigrations);
  }, 120_000);
  afterAll(() => opened?.dispose(), 60_000);

  test('a published count is what product answers show; an older version of it changes nothing', async () => {
    const visitor = anIdentity();
    const card = (await buyableCodes(visitor)).at(-1)!;
    const db = opened!.db;
    const publisher = createCatalogStockLevelsClient({ baseUrl: catalog.url, identitySecret: testIdentitySecret });
    await db.query('INSERT INTO online_stock (code, available, version, published_version) VALUES ($1, 1, 5, 0)', [card.code]);
    expect(await publishStock(db, publisher)).toBe(1);
    const variantOf = async () => (await catalogGet<CatalogVariantAnswer>(`/api/catalog/variants/${card.code}`, visitor)).body.variant;
    expect(await variantOf()).toMatchObject({ maxQuantity: 1, stockStatus: { isBuyable: true } });

    await db.query('UPDATE online_stock SET available = 0, version = 6 WHERE code = $1', [card.code]);
    expect(await publishStock(db, publisher)).toBe(1);
    expect(await variantOf()).toMatchObject({ maxQuantity: 0, stockStatus: { isBuyable: false } });

    // A late resend of version 5 (a lost answer, another checkout server) must not sell the last unit twice.
    await publisher.publish([{ code: card.code, available: 1, version: 5 }]);
    expect(await variantOf()).toMatchObject({ maxQuantity: 0, stockStatus: { isBuyable: false } });
    const [row] = await db.query<{ unpublished: boolean }>('SELECT version > published_version AS unpublished FROM online_stock WHERE code = $1', [card.code]);
    expect(row).toEqual({ unpublished: false });
  });
});
