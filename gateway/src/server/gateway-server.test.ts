import type { AddressInfo } from 'node:net';
import express from 'express';
import { sendSlowly } from '../testing/raw-http';
import { createGatewayServer } from './gateway-server';

const app = express();
app.get('/cart', (_req, res) => void res.json({ items: [] }));
const server = createGatewayServer(app, { headersTimeoutMs: 300, requestTimeoutMs: 600, checkEveryMs: 50 });
let url: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the gateway’s server', () => {
  it('answers a client whose headers stall 408 in JSON and closes the connection', async () => {
    const answer = await sendSlowly(url, 'GET /cart HTTP/1.1\r\nHost: localhost\r\nAccept: appl');
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'request_timeout', message: expect.any(String) } });
    expect(answer.headers.connection).toBe('close');
    expect(answer.closedAfterMs).toBeLessThan(1_000);
  });

  it('answers what is not HTTP 400 in JSON', async () => {
    const answer = await sendSlowly(url, 'HELLO\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('bad_request');
  });

  it('serves a client that sends in time', async () => {
    expect((await fetch(`${url}/cart`)).status).toBe(200);
  });
});

test('a close listener for every team proxy stays below the count Node warns of a leak at', async () => {
  const { closeListenersPerTeam } = await import('./gateway-server');
  const { teamNames } = await import('../routes/teams');
  const proxied = createGatewayServer(express());
  // http-proxy-middleware subscribes each proxy once, on its first request (team-proxies.ts makes four per team).
  for (let proxy = 0; proxy < closeListenersPerTeam * teamNames.length; proxy++) proxied.on('close', () => undefined);
  expect(proxied.listenerCount('close')).toBeLessThan(proxied.getMaxListeners());
});
