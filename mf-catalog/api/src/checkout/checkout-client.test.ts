import express from 'express';
import type { Server } from 'node:http';
import pino from 'pino';
import { httpHeaders } from '@storefront/platform';
import { allow, errorHandler, verifyIdentity, type Identity } from '@storefront/platform/server';
import { closeServer, listenOnFreePort } from '@storefront/platform/server/testing';
import type { Shopper } from '../catalog/shopper';
import { createCheckoutClient, type CheckoutClientOptions } from './checkout-client';

// A stand-in for team Checkout's internal endpoints on a real port, checking the identity as Checkout does.
type Mode = 'ok' | 'hang' | 'fail' | 'garbage';
const secret = 'catalog-checkout-client-secret';
const fake = { mode: 'ok' as Mode, asked: [] as { path: string; identity: Identity | null }[] };
const hanging: express.Response[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use((req, res, next) => {
    const identity = verifyIdentity(req.get(httpHeaders.identity), secret);
    fake.asked.push({ path: req.originalUrl, identity });
    if (fake.mode === 'hang') return void hanging.push(res);
    if (fake.mode === 'fail') return void res.status(500).json({ error: { code: 'internal', message: 'Oops.' } });
    if (fake.mode === 'garbage') return void res.json({ products: [{ code: 'x' }], offers: 'none' });
    if (!identity) return void res.status(401).json({ error: { code: 'unauthenticated', message: 'No identity.' } });
    res.locals.identity = identity;
    next();
  });
  app.get('/internal/products/bought-together', allow.services('catalog'), (req, res) => {
    const asked = String(req.query.codes).split(',');
    res.json({ products: [{ code: '100500', orderCount: 4 }, { code: asked[0], orderCount: 3 }, { code: '100600', orderCount: 1 }] });
  });
  app.get('/internal/promotions/gift-with-purchase', allow.services('catalog'), (_req, res) => {
    res.json({ offers: [{ id: 'gift-sheet-mask', name: 'Gåva', giftCode: '108280', minimumOrder: { amount: 80_000, currency: 'SEK' } }] });
  });
  app.use(errorHandler(pino({ level: 'silent' })));
  ({ server, url } = await listenOnFreePort(app));
});
afterAll(async () => {
  hanging.forEach((res) => res.destroy());
  await closeServer(server);
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.asked.length = 0;
});

const logger = pino({ level: 'silent' });
const client = (overrides: Partial<CheckoutClientOptions> = {}) => createCheckoutClient({ baseUrl: url, identitySecret: secret, logger, ...overrides });
const swede: Shopper = { market: 'SE', culture: 'sv-SE', currency: 'SEK', isMember: true };

async function deadUrl(): Promise<string> {
  const { server: dead, url: address } = await listenOnFreePort(express());
  await closeServer(dead);
  return address;
}

test("bought together: Checkout's counts without the asked codes, asked as the catalog service in the shopper's market, for no user", async () => {
  expect(await client().boughtTogether(swede, ['100001', '100002'])).toEqual([
    { code: '100500', orderCount: 4 },
    { code: '100600', orderCount: 1 },
  ]);
  expect(fake.asked).toEqual([
    { path: '/internal/products/bought-together?codes=100001,100002', identity: expect.objectContaining({ service: 'catalog', userId: null, market: 'SE', culture: 'sv-SE' }) },
  ]);
  expect(await client().boughtTogether(swede, [])).toEqual([]);
  expect(fake.asked).toHaveLength(1);
});

test("gift offers in the shopper's currency, kept a minute per market and language", async () => {
  let now = Date.now();
  const cached = client({ now: () => now });
  const offers = [{ id: 'gift-sheet-mask', name: 'Gåva', giftCode: '108280', minimumOrder: { amount: 80_000, currency: 'SEK' } }];
  expect(await cached.giftOffers(swede)).toEqual(offers);
  expect(await cached.giftOffers(swede)).toEqual(offers);
  expect(fake.asked).toHaveLength(1);
  // The stand-in answers kronor whatever is asked: an answer in another currency than the shopper's is not offered.
  expect(await cached.giftOffers({ ...swede, market: 'FI', culture: 'fi-FI', currency: 'EUR' })).toEqual([]);
  expect(fake.asked).toHaveLength(2);
  now += 61_000;
  await cached.giftOffers(swede);
  expect(fake.asked).toHaveLength(3);
});

test('known gift offers: none before the first answer, which one background call for many pages brings; then the kept ones', async () => {
  let now = Date.now();
  const pages = client({ now: () => now });
  expect([pages.knownGiftOffers(swede), pages.knownGiftOffers(swede), pages.knownGiftOffers(swede)]).toEqual([null, null, null]);
  // Asked in the background by the first of them: known soon after, without anyone waiting for it.
  for (const started = Date.now(); pages.knownGiftOffers(swede) === null && Date.now() - started < 2_000; ) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(pages.knownGiftOffers(swede)).toEqual([expect.objectContaining({ id: 'gift-sheet-mask' })]);
  expect(fake.asked).toHaveLength(1);
  now += 61_000;
  expect(pages.knownGiftOffers(swede)).toBeNull();
});

test('a Checkout that is down gives empty answers at once', async () => {
  const down = client({ baseUrl: await deadUrl() });
  const started = performance.now();
  expect(await down.boughtTogether(swede, ['100001'])).toEqual([]);
  expect(await down.giftOffers(swede)).toEqual([]);
  expect(performance.now() - started).toBeLessThan(1_000);
});

test('a Checkout that does not answer in time gives empty answers after the timeout, never a hang; a failure is not kept', async () => {
  fake.mode = 'hang';
  const slow = client({ timeoutMs: 300 });
  const started = performance.now();
  const [boughtTogether, offers] = await Promise.all([slow.boughtTogether(swede, ['100001']), slow.giftOffers(swede)]);
  expect([boughtTogether, offers]).toEqual([[], []]);
  expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  expect(performance.now() - started).toBeLessThan(1_500);
  fake.mode = 'ok';
  expect(await slow.giftOffers(swede)).toHaveLength(1);
});

test.each(['fail', 'garbage'] as const)('an answer that is an error or of the wrong shape (%s) is empty', async (mode) => {
  fake.mode = mode;
  expect(await client().boughtTogether(swede, ['100001'])).toEqual([]);
  expect(await client().giftOffers(swede)).toEqual([]);
});

test('a Checkout that refuses our identity gives empty answers', async () => {
  const stranger = client({ identitySecret: 'not-checkouts-secret' });
  expect(await stranger.boughtTogether(swede, ['100001'])).toEqual([]);
  expect(await stranger.giftOffers(swede)).toEqual([]);
});
