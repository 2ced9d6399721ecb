// The product source against the real catalog team server, started as its own process (nothing of the catalog is
// imported): the mapping is checked against the catalog's actual answers, not against our stand-in's.
// @slow: the catalog's first start seeds its demo data (jest.sequencer.cjs).
import type { ProductCard, StartPageViewModel, VariantViewModel } from '@storefront/platform';
import type { Identity } from '@storefront/platform/server';
import { startRealCatalog, type RealCatalog } from '@storefront/platform/server/testing';
import { anIdentity, silentLogger, testIdentitySecret } from '../testing/test-app';
import { createCatalogProductSource } from './catalog-product-source';

let catalog: RealCatalog;
const catalogGet = <T>(path: string, identity: Identity) => catalog.get<T>(path, identity);

async function startPageCards(identity: Identity): Promise<ProductCard[]> {
  const { body } = await catalogGet<StartPageViewModel>('/page/', identity);
  return body.blocks.flatMap((block) => block.products ?? []);
}

const source = () => createCatalogProductSource({ baseUrl: catalog.url, identitySecret: testIdentitySecret, logger: silentLogger, timeoutMs: 5_000 });

beforeAll(async () => {
  catalog = await startRealCatalog(testIdentitySecret);
}, 180_000);
afterAll(() => catalog?.stop(), 30_000);

test.each([
  ['Sweden in Swedish', anIdentity({ userId: 'a-member' })],
  ['Finland in Finnish', anIdentity({ userId: 'a-member', market: 'FI', culture: 'fi-FI' })],
  ['Poland in English', anIdentity({ userId: 'a-member', market: 'PL', culture: 'en-US' })],
])("the catalog's real answer maps to a product summary in %s, with member prices", async (_where, member) => {
  const cards = (await startPageCards(member)).slice(0, 6);
  expect(cards.length).toBeGreaterThan(0);
  const found = await source().products({ market: member.market, culture: member.culture }, cards.map((card) => card.code));
  for (const card of cards) {
    const { status, body: page } = await catalogGet<VariantViewModel>(`/api/catalog/variants/${card.code}`, member);
    expect(status).toBe(200);
    expect(found.get(card.code)).toEqual({
      code: card.code,
      title: page.variant.displayName,
      brandName: page.product.brand.name,
      entryName: page.product.name,
      variationDescription: page.variant.name,
      image: page.variant.images[0],
      url: card.url,
      price: page.variant.price,
      isBuyable: page.variant.stockStatus.isBuyable,
      availableInMarket: true,
    });
    // The member's price, as a member sees it on the product card.
    expect(found.get(card.code)!.price!.current).toEqual(card.price.current);
    expect(found.get(card.code)!.isBuyable).toBe(card.stockStatus.isBuyable);
  }
});

test("an unknown code is the catalog's 404 and missing from its stock: null", async () => {
  const visitor = anIdentity();
  expect((await catalogGet('/api/catalog/variants/000000', visitor)).status).toBe(404);
  const [card] = await startPageCards(visitor);
  // What tells "not sold here" from "unknown" after a 404: the catalog's stock lists the variants it has.
  const { body } = await catalogGet<{ stock: Record<string, number> }>(`/internal/stock?codes=${card!.code},000000`, { ...visitor, service: 'account' });
  expect(Object.keys(body.stock)).toEqual([card!.code]);
  expect((await source().products({ market: 'SE', culture: 'sv-SE' }, ['000000'])).get('000000')).toBeNull();
});
