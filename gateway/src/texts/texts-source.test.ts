import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TeamHealth } from '../health/team-health';
import { TextsSource } from './texts-source';

// A catalog whose texts.json the test sets (status and body); the other teams are dead.
let answer: { status: number; body: string };
let asked = 0;
let server: Server;
let url: string;

const swedish = { 'sv-SE': { '/Catalog/Title': 'Smink' }, 'en-US': { '/Catalog/Title': 'Makeup' } };

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== '/remote/texts.json') {
      res.writeHead(404).end();
      return;
    }
    asked += 1;
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answer = { status: 200, body: JSON.stringify(swedish) };
  asked = 0;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let available = true;
const health = { isAvailable: () => available, onRestart: () => {}, callFailed: () => {} } as unknown as TeamHealth;
const source = (maxAgeMs: number) =>
  new TextsSource({
    teamUrls: { catalog: url, 'cart-checkout': 'http://127.0.0.1:9', account: 'http://127.0.0.1:9', social: 'http://127.0.0.1:9' },
    teamHealth: health,
    identitySecret: 'texts-test-secret',
    maxAgeMs,
    timeoutMs: 500,
  });

it('fetches each team’s texts.json; a team that publishes none, or is dead, has no texts', async () => {
  const texts = await source(60_000).all();
  expect(texts).toEqual({ catalog: swedish });
});

it('keeps a team’s texts for maxAgeMs, asking once for many callers', async () => {
  const texts = source(60_000);
  await Promise.all([texts.all(), texts.all(), texts.all()]);
  const first = (await texts.all()).catalog;
  expect(asked).toBe(1);
  expect((await texts.all()).catalog).toBe(first);
});

/** Asks `check` until it holds, for 5 s at most (a refresh runs in the background: a busy machine is slow). */
async function eventually(check: () => boolean | Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 5_000; !(await check()) && Date.now() < deadline; ) await pause(10);
}

it('keeps the same texts object when a refresh brings the same file, a new one when it changed', async () => {
  const texts = source(0);
  const first = (await texts.all()).catalog;
  await texts.all();
  await eventually(() => asked >= 2);
  expect(asked).toBeGreaterThanOrEqual(2);
  await pause(100);
  expect((await texts.all()).catalog).toBe(first);
  answer = { status: 200, body: JSON.stringify({ 'sv-SE': { '/Catalog/Title': 'Skönhet' } }) };
  // Each call serves what it has and refreshes it: the new file shows within a few calls.
  const changed = { 'sv-SE': { '/Catalog/Title': 'Skönhet' } };
  await eventually(async () => JSON.stringify((await texts.all()).catalog) === JSON.stringify(changed));
  expect((await texts.all()).catalog).toEqual(changed);
});

it('keeps the last good texts while the team is down, answers badly or is not asked (circuit open)', async () => {
  const texts = source(0);
  await texts.all();
  const settle = async () => {
    await texts.all();
    await pause(50);
  };
  answer = { status: 503, body: '{"error":{"code":"down"}}' };
  await settle();
  expect((await texts.all()).catalog).toEqual(swedish);
  answer = { status: 200, body: '<html>not json</html>' };
  await settle();
  expect((await texts.all()).catalog).toEqual(swedish);
  answer = { status: 200, body: JSON.stringify({ 'sv-SE': { '/Catalog/Count': 3 } }) };
  await settle();
  expect((await texts.all()).catalog).toEqual(swedish);
  available = false;
  const askedBefore = asked;
  try {
    expect((await texts.all()).catalog).toEqual(swedish);
    expect(asked).toBe(askedBefore);
  } finally {
    available = true;
  }
});

it('leaves out a team whose first answer is not texts', async () => {
  answer = { status: 200, body: JSON.stringify(['not', 'texts']) };
  expect(await source(60_000).all()).toEqual({});
});

it('asks a team started again at once, and waits for its new texts', async () => {
  let restartListener: (team: 'catalog') => void = () => {};
  const watching = { isAvailable: () => true, onRestart: (listener: typeof restartListener) => (restartListener = listener), callFailed: () => {} };
  const texts = new TextsSource({
    teamUrls: { catalog: url, 'cart-checkout': 'http://127.0.0.1:9', account: 'http://127.0.0.1:9', social: 'http://127.0.0.1:9' },
    teamHealth: watching as unknown as TeamHealth,
    identitySecret: 'texts-test-secret',
    maxAgeMs: 60_000,
    timeoutMs: 500,
  });
  expect((await texts.all()).catalog).toEqual(swedish);
  const rebuilt = { 'sv-SE': { '/Catalog/Title': 'Smink och hudvård' } };
  answer = { status: 200, body: JSON.stringify(rebuilt) };
  expect((await texts.all()).catalog).toEqual(swedish);
  restartListener('catalog');
  expect((await texts.all()).catalog).toEqual(rebuilt);
  expect(asked).toBe(2);
});
