import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Gateway, GatewayConfig } from '../app';
import { createGatewayServer, defaultConnectionLimits } from '../server/gateway-server';
import { fakeCheckoutRoutes, fakeTeamRoutes, startFakeTeam, type FakeTeam } from '../testing/fake-team';
import { deadTeam, makeShellDist, testCsrfToken, testGateway } from '../testing/gateway-harness';
import { postHead, sendSlowly } from '../testing/raw-http';

// Real sockets: the fake team reads each body before it answers, as the cart's JSON parser does, and serves the cart.
const shell = makeShellDist();
let team: FakeTeam;
beforeAll(async () => {
  team = await startFakeTeam({ routes: { ...fakeTeamRoutes, api: [...fakeTeamRoutes.api, ...fakeCheckoutRoutes.api] } });
});
afterAll(async () => {
  await team.close();
  shell.remove();
});

interface Running {
  gateway: Gateway;
  url: string;
  close(): Promise<void>;
}

async function runGateway(overrides: Partial<GatewayConfig>): Promise<Running> {
  const gateway = testGateway(team.url, shell.path, {
    teamUrls: { catalog: team.url, 'cart-checkout': team.url, account: deadTeam, social: 'http://127.0.0.1:9' },
    ...overrides,
  });
  const server: Server = createGatewayServer(gateway.app, { ...defaultConnectionLimits, headersTimeoutMs: 2_000, requestTimeoutMs: 5_000, checkEveryMs: 100 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    gateway,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `Content-Length: 1000` and 20 bytes of it, then nothing. */
const stalledCartUpdate = (url: string) => sendSlowly(url, postHead('/cart/update', 1000, testCsrfToken), ['{"items":[{"code":"1']);

async function cartAnswers(url: string): Promise<number> {
  return (await fetch(`${url}/cart`)).status;
}

describe('a request whose body stalls', () => {
  it('is answered 408 in JSON and its connection closed by the body deadline, and the next shopper’s cart still answers', async () => {
    const running = await runGateway({ requestBodyDeadline: { totalMs: 600, graceMs: 300, minBytesPerSecond: 0 }, proxyTimeoutMs: 5_000 });
    try {
      const answer = await stalledCartUpdate(running.url);
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({ error: { code: 'request_timeout', message: expect.any(String) } });
      expect(answer.headers.connection).toBe('close');
      expect(answer.closedAfterMs).toBeGreaterThanOrEqual(550);
      expect(answer.closedAfterMs).toBeLessThan(2_000);
      expect(await cartAnswers(running.url)).toBe(200);
      expect(running.gateway.teamHealth.isAvailable('cart-checkout')).toBe(true);
    } finally {
      await running.close();
    }
  });

  it('is answered 408 when the team’s time runs out first, and that timeout does not count against the team', async () => {
    const running = await runGateway({ requestBodyDeadline: { totalMs: 5_000, graceMs: 5_000 }, proxyTimeoutMs: 300, failuresToOpenCircuit: 1 });
    try {
      const answer = await stalledCartUpdate(running.url);
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body).error.code).toBe('request_timeout');
      expect(running.gateway.teamHealth.isAvailable('cart-checkout')).toBe(true);
      expect(await cartAnswers(running.url)).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('started again and again, never opens the team’s circuit', async () => {
    const running = await runGateway({ requestBodyDeadline: { totalMs: 400, graceMs: 400 }, proxyTimeoutMs: 300, failuresToOpenCircuit: 2 });
    try {
      const answers = await Promise.all(Array.from({ length: 6 }, () => stalledCartUpdate(running.url)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(408));
      for (let i = 0; i < 4; i++) expect((await stalledCartUpdate(running.url)).status).toBe(408);
      expect(running.gateway.teamHealth.report()['cart-checkout'].state).not.toBe('down');
      expect(await cartAnswers(running.url)).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('is cut off before its deadline when it trickles in slower than the minimum rate', async () => {
    const running = await runGateway({ requestBodyDeadline: { totalMs: 5_000, graceMs: 300, minBytesPerSecond: 100 } });
    try {
      const bytes = Array.from({ length: 40 }, () => ' ');
      const answer = await sendSlowly(running.url, postHead('/cart/update', 40, testCsrfToken), bytes, 100);
      expect(answer.status).toBe(408);
      expect(answer.closedAfterMs).toBeLessThan(2_000);
    } finally {
      await running.close();
    }
  });

  it('that does arrive in time, in pieces, reaches the team', async () => {
    const running = await runGateway({ requestBodyDeadline: { totalMs: 2_000, graceMs: 300, minBytesPerSecond: 10 } });
    try {
      const body = '{"items":[]}';
      const head = postHead('/cart/update', body.length, testCsrfToken).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n');
      const answer = await sendSlowly(running.url, head, [body.slice(0, 6), body.slice(6)], 200);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ path: '/cart/update' });
    } finally {
      await running.close();
    }
  });
});
