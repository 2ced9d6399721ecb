import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { verifyIdentity } from '@storefront/platform/server';
import { createCheckoutCartMerger } from './checkout-cart-merger';

const secret = 'merge-test-secret';
let server: Server;
let baseUrl: string;
let behaviour: 'ok' | 'error' | 'slow' = 'ok';
const seen: { method?: string; url?: string; identity: ReturnType<typeof verifyIdentity> }[] = [];
const warnings: string[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line).msg) });

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    seen.push({ method: req.method, url: req.url, identity: verifyIdentity(req.headers['x-storefront-identity'] as string, secret) });
    if (behaviour === 'slow') return void setTimeout(() => res.end('{}'), 500);
    res.statusCode = behaviour === 'ok' ? 200 : 503;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(behaviour === 'ok' ? { merged: true, cart: {} } : { error: { code: 'catalog_unavailable' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
beforeEach(() => {
  seen.length = 0;
  warnings.length = 0;
});

const shopper = { userId: 'member-1', visitorId: 'visitor-1', market: 'SE' as const, culture: 'sv-SE' as const, isStoreDevice: false };

test('asks team Checkout to merge as the account service, on behalf of the member and the visitor', async () => {
  behaviour = 'ok';
  await createCheckoutCartMerger({ baseUrl, identitySecret: secret, timeoutMs: 1_000, logger }).merge(shopper);
  expect(seen).toEqual([{ method: 'POST', url: '/internal/carts/merge', identity: expect.objectContaining({ ...shopper, service: 'account' }) }]);
  expect(warnings).toEqual([]);
});

test('a refusal, a timeout or a server that is down is logged and swallowed', async () => {
  behaviour = 'error';
  await expect(createCheckoutCartMerger({ baseUrl, identitySecret: secret, timeoutMs: 1_000, logger }).merge(shopper)).resolves.toBeUndefined();
  behaviour = 'slow';
  const started = Date.now();
  await createCheckoutCartMerger({ baseUrl, identitySecret: secret, timeoutMs: 100, logger }).merge(shopper);
  expect(Date.now() - started).toBeLessThan(450);
  await createCheckoutCartMerger({ baseUrl: 'http://127.0.0.1:9', identitySecret: secret, timeoutMs: 500, logger }).merge(shopper);
  expect(warnings).toEqual(['cart merge refused by team Checkout', 'cart merge: team Checkout did not answer', 'cart merge: team Checkout did not answer']);
});

test('nothing to merge without a member and a visitor', async () => {
  await createCheckoutCartMerger({ baseUrl, identitySecret: secret, timeoutMs: 1_000, logger }).merge({ ...shopper, visitorId: undefined });
  expect(seen).toEqual([]);
});
