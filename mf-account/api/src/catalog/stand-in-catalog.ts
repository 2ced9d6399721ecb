import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { currencyFor, httpHeaders, type CurrencyCode } from '@storefront/platform';
import { verifyIdentity, type Identity } from '@storefront/platform/server';

/** A variant the stand-in catalog knows, priced in some currencies (the real catalog answers 404 in the others). */
export interface StandInVariant {
  code: string;
  productName: string;
  brandName: string;
  shade: string;
  prices: Partial<Record<CurrencyCode, number>>;
  memberPrices?: Partial<Record<CurrencyCode, number>>;
  isBuyable: boolean;
}

export interface StandInCatalog {
  url: string;
  /** Every request: its path and the identity it carried. */
  readonly requests: { path: string; identity: Identity | null }[];
  mode: 'ok' | 'hang' | 'fail' | 'garbage';
  close(): Promise<void>;
}

function variantAnswer(variant: StandInVariant, identity: Identity) {
  const currency = currencyFor(identity.market);
  const amount = variant.prices[currency];
  if (amount === undefined) return null;
  const member = identity.userId !== null ? variant.memberPrices?.[currency] : undefined;
  const money = (value: number) => ({ amount: value, currency });
  return {
    url: `/p/${variant.productName.toLowerCase().replace(/\s+/g, '-')}/${variant.code}`,
    product: { code: `5${variant.code.slice(1)}`, name: variant.productName, brand: { name: variant.brandName, url: '/brands/x' }, productVariesBy: 'COLOR' },
    variant: {
      code: variant.code,
      name: variant.shade,
      displayName: `${variant.productName} ${variant.shade}`,
      images: [{ src: `/images/products/${variant.code}/1`, altText: `${variant.brandName} ${variant.productName} ${variant.shade}`, sourceWidth: 2880, sourceHeight: 2880 }],
      price: {
        current: money(member ?? amount),
        useDiscountStyling: member !== undefined,
        isMemberPrice: member !== undefined,
        isPremium: false,
        comparisonPrices: member !== undefined ? [{ type: 'current', typeText: 'Ordinary price', value: money(amount), isEach: false }] : [],
      },
      stockStatus: { isUnavailable: !variant.isBuyable, isMonitorable: !variant.isBuyable, isMonitorableInStore: false, isBuyable: variant.isBuyable, isBuyableInStore: false },
      maxQuantity: variant.isBuyable ? 10 : 0,
    },
    variants: [],
    breadcrumbs: [],
  };
}

/** A stand-in for team Catalog's server: the two calls the product source makes, checking the signed identity. */
export async function startStandInCatalog(secret: string, variants: StandInVariant[]): Promise<StandInCatalog> {
  const byCode = new Map(variants.map((variant) => [variant.code, variant]));
  const sockets = new Set<import('node:net').Socket>();
  const catalog: StandInCatalog = {
    url: '',
    requests: [],
    mode: 'ok',
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catalog');
    const identity = verifyIdentity(req.headers[httpHeaders.identity] as string | undefined, secret);
    catalog.requests.push({ path: `${url.pathname}${url.search}`, identity });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (catalog.mode === 'hang') return;
    if (catalog.mode === 'fail') return send(500, { error: { code: 'boom', message: 'boom' } });
    if (!identity) return send(401, { error: { code: 'unauthenticated', message: 'no identity' } });
    if (catalog.mode === 'garbage') return send(200, '{"url": 42}');
    const variantPath = /^\/api\/catalog\/variants\/(\d{6})$/.exec(url.pathname);
    if (variantPath) {
      const variant = byCode.get(variantPath[1]!);
      const answer = variant ? variantAnswer(variant, identity) : null;
      return answer ? send(200, answer) : send(404, { error: { code: 'not_found', message: 'No such variant.' } });
    }
    if (url.pathname === '/internal/stock') {
      // As the catalog's own: its stock is for the store's services, not for a browser's identity.
      if (identity.service !== 'account') return send(401, { error: { code: 'service_only', message: 'services only' } });
      const codes = (url.searchParams.get('codes') ?? '').split(',');
      return send(200, { stock: Object.fromEntries(codes.filter((code) => byCode.has(code)).map((code) => [code, 5])) });
    }
    send(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  catalog.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return catalog;
}
