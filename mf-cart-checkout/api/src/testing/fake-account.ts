import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpHeaders } from '@storefront/platform';
import { verifyIdentity, type Identity } from '@storefront/platform/server';
import type { OrderEvent } from '../orders/order-events';
import { refusedCaller } from './service-callers';

export type FakeAccountMode = 'ok' | 'fail' | 'hang';

export interface FakeAccount {
  url: string;
  /** How POST /internal/order-events answers. */
  mode: FakeAccountMode;
  /** Every post, with the identity it carried (null when it had no valid one), whatever the answer was. */
  posts: { identity: Identity | null; event: OrderEvent }[];
  close(): Promise<void>;
}

/** A real HTTP server standing in for team Account's order-event endpoint, taking checkout's service identity only, as it does. */
export async function startFakeAccount(identitySecret: string): Promise<FakeAccount> {
  const hanging = new Set<ServerResponse>();
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fake: Omit<FakeAccount, 'url' | 'close'> = { mode: 'ok', posts: [] };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || req.url !== '/internal/order-events') return send(res, 404, { error: { code: 'not_found', message: 'No such path.' } });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const header = req.headers[httpHeaders.identity];
      const identity = verifyIdentity(typeof header === 'string' ? header : undefined, identitySecret);
      fake.posts.push({ identity, event: JSON.parse(Buffer.concat(chunks).toString('utf8')) as OrderEvent });
      const refused = refusedCaller(identity, ['cart-checkout']);
      if (refused) return send(res, refused.status, refused.body);
      if (fake.mode === 'hang') return void hanging.add(res);
      if (fake.mode === 'fail') return send(res, 500, { error: { code: 'internal', message: 'Something went wrong on our side.' } });
      send(res, 200, { received: true });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
