import { connect, type AddressInfo } from 'node:net';
import express from 'express';
import { sendSlowly } from '../testing/raw-http';
import { createGatewayServer } from './gateway-server';

const app = express();
app.get('/cart', (_req, res) => void res.json({ items: [] }));
const server = createGatewayServer(app, { headersTimeoutMs: 300, requestTimeoutMs: 600, checkEveryMs: 50, keepAliveTimeoutMs: 1_200 });
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

  it('keeps an idle connection open for its keep-alive time, past the headers timeout, and then closes it', async () => {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    /** One request on the connection, and its answer (this small one comes in one piece). */
    const ask = () =>
      new Promise<string>((resolve) => {
        socket.once('data', (chunk: Buffer) => resolve(chunk.toString()));
        socket.write('GET /cart HTTP/1.1\r\nHost: localhost\r\n\r\n');
      });
    expect(await ask()).toMatch(/^HTTP\/1\.1 200/);
    // Idle for twice the headers timeout: the same connection still serves.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await ask()).toMatch(/^HTTP\/1\.1 200/);
    // Closed after its own keep-alive time (1.2 s here), not Node's 5 s.
    const idleFrom = Date.now();
    const idleFor = (await closed) - idleFrom;
    expect(idleFor).toBeGreaterThanOrEqual(1_000);
    expect(idleFor).toBeLessThan(2_500);
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
