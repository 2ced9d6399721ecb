import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TeamHealth } from '../health/team-health';
import { FederationSource } from './federation-source';

// A catalog whose federation.json answers after `delayMs` (a loaded machine at start-up); the other teams are absent.
let delayMs = 300;
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ components: { StartPageViewModel: './StartPage' }, slots: {} }));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const allAvailable = { isAvailable: () => true, onRestart: () => {}, callFailed: () => {} } as unknown as TeamHealth;
const source = () =>
  new FederationSource({
    teamUrls: { catalog: url, 'cart-checkout': 'http://127.0.0.1:9', account: 'http://127.0.0.1:9', social: 'http://127.0.0.1:9' },
    teamHealth: allAvailable,
    identitySecret: 'federation-test-secret',
    maxAgeMs: 0,
    timeoutMs: 100,
    firstAnswerTimeoutMs: 2_000,
  });

it('waits longer for a team’s first answer than for a refresh, so a slow start still composes its pages', async () => {
  delayMs = 300;
  const federations = source();
  expect((await federations.all()).catalog?.components).toEqual({ StartPageViewModel: './StartPage' });
});

it('a refresh that outlasts the short timeout keeps the last known answer', async () => {
  delayMs = 0;
  const federations = source();
  await federations.all();
  delayMs = 300;
  // maxAgeMs 0: every call refreshes; the stale answer is served and the slow refresh gives up after 100 ms.
  expect((await federations.all()).catalog).toBeDefined();
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect((await federations.all()).catalog?.components).toEqual({ StartPageViewModel: './StartPage' });
});

it('without the patient first answer the team would be missing from the shell config', async () => {
  delayMs = 300;
  const impatient = new FederationSource({
    teamUrls: { catalog: url, 'cart-checkout': 'http://127.0.0.1:9', account: 'http://127.0.0.1:9', social: 'http://127.0.0.1:9' },
    teamHealth: allAvailable,
    identitySecret: 'federation-test-secret',
    maxAgeMs: 0,
    timeoutMs: 100,
    firstAnswerTimeoutMs: 100,
  });
  expect((await impatient.all()).catalog).toBeUndefined();
});
