import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpHeaders } from '@storefront/platform';
import { ResponseError, verifyIdentity, type Identity } from '@storefront/platform/server';
import { silentLogger } from '../testing/test-app';
import { createCheckoutOrderSource } from './checkout-order-source';
import { anOrder } from '../testing/orders';

const secret = 'order-source-test-secret';
const mine = anOrder();

/** Checkout's internal member-order endpoints as Account relies on them: only the identity's member gets answers. */
let mode: 'ok' | 'hang' | 'fail' | 'garbage' = 'ok';
const asked: { path: string; identity: Identity | null }[] = [];
const hanging = new Set<ServerResponse>();
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const header = req.headers[httpHeaders.identity];
    const identity = verifyIdentity(typeof header === 'string' ? header : undefined, secret);
    asked.push({ path: req.url ?? '', identity });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (mode === 'hang') return void hanging.add(res);
    if (mode === 'fail') return send(500, { error: { code: 'internal', message: 'Something went wrong.' } });
    if (mode === 'garbage') return send(200, 'not json');
    const match = /^\/internal\/members\/([^/]+)\/orders(?:\/([^/]+))?$/.exec(req.url ?? '');
    if (!match || !identity) return send(401, { error: { code: 'unauthenticated', message: 'No.' } });
    if (identity.userId !== decodeURIComponent(match[1]!)) return send(403, { error: { code: 'forbidden', message: 'No.' } });
    if (!match[2]) return send(200, identity.userId === 'member-1' ? [mine] : []);
    return match[2] === mine.orderNumber && identity.userId === 'member-1' ? send(200, mine) : send(404, { error: { code: 'order_not_found', message: 'No.' } });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  mode = 'ok';
  asked.length = 0;
});

const source = (identitySecret = secret) => createCheckoutOrderSource({ baseUrl, identitySecret, timeoutMs: 300, logger: silentLogger });

test('asks for the member’s orders as the account service with the member as the signed identity, in the member’s language', async () => {
  expect(await source().list('member-1', 'en-US')).toEqual([mine]);
  expect(asked).toEqual([{ path: '/internal/members/member-1/orders', identity: expect.objectContaining({ userId: 'member-1', culture: 'en-US', service: 'account' }) }]);
  expect(await source().list('member-2')).toEqual([]);
  expect(asked[1]!.identity).toMatchObject({ userId: 'member-2', culture: 'sv-SE' });
});

test('one order: the member’s own, or null for any other number', async () => {
  expect(await source().get('member-1', mine.orderNumber)).toEqual(mine);
  expect(await source().get('member-2', mine.orderNumber)).toBeNull();
  expect(await source().get('member-1', 'SE00000001')).toBeNull();
  const before = asked.length;
  // A malformed number is not sent anywhere (no path tricks): there is simply no such order.
  for (const orderNumber of ['../../orders', 'SE1', '', 'se10000001']) expect(await source().get('member-1', orderNumber)).toBeNull();
  expect(asked).toHaveLength(before);
});

test.each(['hang', 'fail', 'garbage'] as const)('Checkout not answering properly (%s) is a 503 orders_unavailable, quickly', async (failure) => {
  mode = failure;
  const started = Date.now();
  for (const call of [() => source().list('member-1'), () => source().get('member-1', mine.orderNumber)]) {
    const error = await call().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseError);
    expect([(error as ResponseError).status, (error as ResponseError).code]).toEqual([503, 'orders_unavailable']);
  }
  expect(Date.now() - started).toBeLessThan(2_000);
});

test('Checkout refusing the identity, or down, is a 503 too', async () => {
  await expect(source('wrong-secret').list('member-1')).rejects.toMatchObject({ status: 503 });
  const down = createCheckoutOrderSource({ baseUrl: 'http://127.0.0.1:9', identitySecret: secret, timeoutMs: 300, logger: silentLogger });
  await expect(down.list('member-1')).rejects.toMatchObject({ status: 503, code: 'orders_unavailable' });
});
