import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ComparisonPrice, CurrencyCode, Image, Price, VariantViewModel } from '@storefront/platform';
import { httpHeaders } from '@storefront/platform';
import { verifyIdentity, type Identity } from '@storefront/platform/server';
import type { CatalogVariantAnswer } from '../catalog/catalog-variant';
import { refusedCaller } from './service-callers';

export interface FakePrice {
  amount: number;
  previous?: number;
  member?: number;
}

/** One variant the stand-in catalog knows, with its price in every currency. */
export interface FakeVariant {
  code: string;
  productCode: string;
  slug: string;
  brandName: string;
  productName: string;
  variesBy: 'COLOR' | 'SIZE';
  /** The shade for a colour variant; for a size variant its name is its size. */
  shade?: string;
  /** As the catalog writes it, unit included: '3,5 g', '30 ml'. */
  size: string;
  unit: string;
  maxQuantity: number;
  prices: Record<CurrencyCode, FakePrice>;
  /** The online warehouse's count (GET /internal/stock); 1 000 for a variant that can be bought, unless set. */
  onlineStock?: number;
}

/** The same price in each currency, from a price in kronor (SEK/NOK/DKK), cents (EUR) and grosze (PLN). */
export function pricesOf(krona: FakePrice, euro: FakePrice, zloty: FakePrice): Record<CurrencyCode, FakePrice> {
  return { SEK: krona, NOK: krona, DKK: krona, EUR: euro, PLN: zloty };
}

export const lipstick: FakeVariant = {
  code: '100001',
  productCode: '500001',
  slug: 'velvet-lipstick',
  brandName: 'Lumière',
  productName: 'Velvet Lipstick',
  variesBy: 'COLOR',
  shade: 'Ruby',
  size: '3,5 g',
  unit: 'g',
  maxQuantity: 10,
  prices: pricesOf({ amount: 24_900 }, { amount: 2_490 }, { amount: 9_990 }),
};

/** On sale: the previous price is the comparison price. */
export const serum: FakeVariant = {
  code: '100002',
  productCode: '500002',
  slug: 'hydra-serum',
  brandName: 'Aqua Derm',
  productName: 'Hydra Serum',
  variesBy: 'SIZE',
  size: '30 ml',
  unit: 'ml',
  maxQuantity: 10,
  prices: pricesOf({ amount: 39_900, previous: 49_900 }, { amount: 3_990, previous: 4_990 }, { amount: 15_900, previous: 19_900 }),
};

/** A member price, and only 3 in stock. */
export const mascara: FakeVariant = {
  code: '100003',
  productCode: '500003',
  slug: 'lash-mascara',
  brandName: 'Noir',
  productName: 'Lash Mascara',
  variesBy: 'COLOR',
  shade: 'Black',
  size: '9 ml',
  unit: 'ml',
  maxQuantity: 3,
  prices: pricesOf({ amount: 19_900, member: 15_900 }, { amount: 1_990, member: 1_590 }, { amount: 7_990, member: 6_390 }),
};

/** Out of stock: the catalog's maxQuantity is 0. */
export const soldOut: FakeVariant = {
  ...lipstick,
  code: '100004',
  shade: 'Coral',
  maxQuantity: 0,
};

/** `count` plain variants with codes from 200000 on, 10 kr / 1 € / 4 zł each. */
export function manyVariants(count: number): FakeVariant[] {
  return Array.from({ length: count }, (_, index) => ({
    ...lipstick,
    code: String(200_000 + index),
    shade: `Shade ${index}`,
    prices: pricesOf({ amount: 1_000 }, { amount: 100 }, { amount: 400 }),
  }));
}

const image = (variant: FakeVariant, index: number): Image => ({
  src: `/images/products/${variant.code}/${index}`,
  altText: `${variant.brandName} ${variant.productName}`,
  sourceWidth: 2880,
  sourceHeight: 2880,
});

/** Prices as the catalog gives them: member price to members, previous (or ordinary) price as the comparison. */
function priceFor(variant: FakeVariant, identity: Identity, currency: CurrencyCode): Price {
  const price = variant.prices[currency];
  const isMember = identity.userId !== null;
  const isMemberPrice = isMember && price.member !== undefined;
  const money = (amount: number) => ({ amount, currency });
  const comparisonPrices: ComparisonPrice[] =
    price.previous !== undefined
      ? [{ type: 'current', typeText: 'Previous price', value: money(price.previous), isEach: false }]
      : isMemberPrice
        ? [{ type: 'current', typeText: 'Ordinary price', value: money(price.amount), isEach: false }]
        : [];
  return {
    current: money(isMemberPrice ? price.member! : price.amount),
    useDiscountStyling: comparisonPrices.length > 0,
    isMemberPrice,
    isPremium: false,
    ...(!isMember && price.member !== undefined ? { memberPrice: money(price.member) } : {}),
    comparisonPrices,
  };
}

const currencies: Record<Identity['market'], CurrencyCode> = {
  SE: 'SEK', NO: 'NOK', DK: 'DKK', PL: 'PLN', FI: 'EUR', AT: 'EUR', DE: 'EUR', NL: 'EUR',
};

/** The answer of GET /api/catalog/variants/{code}, shaped exactly as the catalog's (its VariantViewModel parts). */
export function variantAnswer(variant: FakeVariant, identity: Identity): CatalogVariantAnswer {
  const name = variant.variesBy === 'COLOR' ? variant.shade! : variant.size;
  const url = `/p/${variant.slug}/${variant.code}`;
  const stockStatus = { isUnavailable: variant.maxQuantity === 0, isMonitorable: false, isMonitorableInStore: false, isBuyable: variant.maxQuantity > 0, isBuyableInStore: true };
  const product: VariantViewModel['product'] = {
    code: variant.productCode,
    name: variant.productName,
    brand: { name: variant.brandName, url: `/brands/${variant.brandName.toLowerCase()}` },
    description: `${variant.productName} by ${variant.brandName}.`,
    highlights: [],
    productVariesBy: variant.variesBy,
    tags: [],
    posFlags: { originatesFromPos: false, showInPosOnly: false, virtual: false },
  };
  return {
    url,
    product,
    variant: {
      code: variant.code,
      name,
      displayName: `${variant.productName} ${name}`,
      size: variant.size,
      unit: variant.unit,
      images: [image(variant, 1), image(variant, 2)],
      price: priceFor(variant, identity, currencies[identity.market]),
      stockStatus,
      maxQuantity: variant.maxQuantity,
    },
    variants: [{ code: variant.code, name, url, isSelected: true, image: image(variant, 1), stockStatus, ...(variant.variesBy === 'SIZE' ? { size: name } : {}) }],
    breadcrumbs: [{ name: 'Home', url: '/' }, { name: variant.productName, url }],
  };
}

export type FakeCatalogMode = 'ok' | 'hang' | 'fail' | 'garbage';

export interface FakeStockLevel {
  code: string;
  available: number;
  version: number;
}

export interface FakeCatalog {
  url: string;
  /** Every variant looked up, alone or with others, with the identity the call carried (null when it had no valid one). */
  lookups: { code: string; identity: Identity | null }[];
  /** Every call for several variants at once: the codes it asked for. */
  batchLookups: string[][];
  mode: FakeCatalogMode;
  /** How GET /internal/stock answers, apart from the variant lookups. */
  stockMode: FakeCatalogMode;
  /** Every stock lookup: the codes asked for. */
  stockLookups: string[][];
  /** How POST /internal/stock-levels answers ('garbage': a 200 with a body that is not JSON). */
  stockLevelsMode: FakeCatalogMode;
  /** Every POST /internal/stock-levels, with the identity it carried (null when it had no valid one), whatever the answer was. */
  stockLevelPosts: { identity: Identity | null; levels: FakeStockLevel[] }[];
  /** The levels taken from those posts: per code, the newest version, as the catalog keeps them. */
  stockLevels: Map<string, FakeStockLevel>;
  add(...variants: FakeVariant[]): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server standing in for the catalog team's variant and internal stock endpoints, checking the identity
 * as they do: any valid identity for a variant; checkout's service identity (or Account's, for stock counts) for
 * `/internal/*`.
 */
export async function startFakeCatalog(identitySecret: string, variants: FakeVariant[]): Promise<FakeCatalog> {
  const byCode = new Map(variants.map((variant) => [variant.code, variant]));
  const hanging = new Set<ServerResponse>();
  const fake: Omit<FakeCatalog, 'url' | 'close'> = {
    lookups: [],
    batchLookups: [],
    mode: 'ok',
    stockMode: 'ok',
    stockLookups: [],
    stockLevelsMode: 'ok',
    stockLevelPosts: [],
    stockLevels: new Map(),
    add: (...more) => more.forEach((variant) => byCode.set(variant.code, variant)),
  };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  /**
   * Answers as `mode` says when it is not 'ok' ('garbage' only when its body is given): true when it has answered,
   * or keeps the call hanging.
   */
  const answeredInMode = (res: ServerResponse, mode: FakeCatalogMode, garbage?: string): boolean => {
    if (mode === 'hang') hanging.add(res);
    else if (mode === 'fail') send(res, 500, { error: { code: 'internal', message: 'Something went wrong on our side.' } });
    else if (mode === 'garbage' && garbage !== undefined) send(res, 200, garbage);
    else return false;
    return true;
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url?.startsWith('/internal/stock?')) return answerStock(req, res);
    if (req.method === 'POST' && req.url === '/internal/stock-levels') return void takeStockLevels(req, res);
    if (req.method === 'GET' && req.url?.startsWith('/api/catalog/variants?')) return answerVariants(req, res);
    const match = /^\/api\/catalog\/variants\/([^/?]+)$/.exec(req.url ?? '');
    if (req.method !== 'GET' || !match) return send(res, 404, { error: { code: 'not_found', message: 'No such path.' } });
    const code = decodeURIComponent(match[1]!);
    const identity = lookedUp(req, [code]);
    if (answeredInMode(res, fake.mode, '{"url":"/p/x","variant":{"price":{"current":{"amount":9.5}}}}')) return;
    if (!identity) return send(res, 401, { error: { code: 'unauthenticated', message: 'A valid identity from the gateway is required.' } });
    const variant = byCode.get(code);
    if (!variant) return send(res, 404, { error: { code: 'not_found', message: 'No such variant.' } });
    send(res, 200, variantAnswer(variant, identity));
  });
  /** Records a lookup of each code, with the identity the call carried (null when it had no valid one). */
  function lookedUp(req: IncomingMessage, codes: string[]): Identity | null {
    const header = req.headers[httpHeaders.identity];
    const identity = verifyIdentity(typeof header === 'string' ? header : undefined, identitySecret);
    for (const code of codes) fake.lookups.push({ code, identity });
    return identity;
  }
  /** As GET /api/catalog/variants?codes=: each known variant as the single lookup answers it, the rest apart. */
  function answerVariants(req: IncomingMessage, res: ServerResponse) {
    const codes = [...new Set(new URL(req.url!, 'http://catalog').searchParams.get('codes')?.split(',') ?? [])];
    fake.batchLookups.push(codes);
    const identity = lookedUp(req, codes);
    if (answeredInMode(res, fake.mode, '{"variants":[{"url":"/p/x","variant":{"price":{"current":{"amount":9.5}}}}],"missingCodes":[]}')) return;
    if (!identity) return send(res, 401, { error: { code: 'unauthenticated', message: 'A valid identity from the gateway is required.' } });
    const known = codes.flatMap((code) => byCode.get(code) ?? []);
    send(res, 200, { variants: known.map((variant) => variantAnswer(variant, identity)), missingCodes: codes.filter((code) => !byCode.has(code)) });
  }
  /** As the catalog's internal stock endpoint: `{ stock: { [code]: onlineQuantity } }`, unknown codes left out. */
  function answerStock(req: IncomingMessage, res: ServerResponse) {
    const header = req.headers[httpHeaders.identity];
    const refused = refusedCaller(verifyIdentity(typeof header === 'string' ? header : undefined, identitySecret), ['cart-checkout', 'account']);
    if (refused) return send(res, refused.status, refused.body);
    const codes = new URL(req.url!, 'http://catalog').searchParams.get('codes')?.split(',') ?? [];
    fake.stockLookups.push(codes);
    if (answeredInMode(res, fake.stockMode, '{"stock":{"100001":-1.5}}')) return;
    const stock: Record<string, number> = {};
    for (const code of codes) {
      const variant = byCode.get(code);
      if (variant) stock[code] = variant.onlineStock ?? (variant.maxQuantity > 0 ? 1_000 : 0);
    }
    send(res, 200, { stock });
  }
  /** As the catalog's stock levels endpoint: a level is taken when its version is newer; `{ applied: n }`. */
  async function takeStockLevels(req: IncomingMessage, res: ServerResponse) {
    const header = req.headers[httpHeaders.identity];
    const identity = verifyIdentity(typeof header === 'string' ? header : undefined, identitySecret);
    let body = '';
    for await (const chunk of req) body += String(chunk);
    let levels: FakeStockLevel[];
    try {
      ({ levels } = JSON.parse(body) as { levels: FakeStockLevel[] });
    } catch {
      return send(res, 400, { error: { code: 'bad_request', message: 'Invalid body' } });
    }
    fake.stockLevelPosts.push({ identity, levels });
    if (answeredInMode(res, fake.stockLevelsMode)) return;
    const refused = refusedCaller(identity, ['cart-checkout']);
    if (refused) return send(res, refused.status, refused.body);
    if (answeredInMode(res, fake.stockLevelsMode, 'not json')) return;
    let applied = 0;
    for (const level of levels) {
      if (!byCode.has(level.code) || (fake.stockLevels.get(level.code)?.version ?? 0) >= level.version) continue;
      fake.stockLevels.set(level.code, level);
      applied += 1;
    }
    send(res, 200, { applied });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
