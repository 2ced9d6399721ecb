// The product source against the real catalog team server, started as its own process (nothing of the catalog is
// imported): the mapping is checked against the catalog's actual answers, not against our stand-in's.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductCard, StartPageViewModel, VariantViewModel } from '@storefront/platform';
import { signIdentity, type Identity } from '@storefront/platform/server';
import { anIdentity, silentLogger, testIdentitySecret } from '../testing/test-app';
import { createCatalogProductSource } from './catalog-product-source';
import { deadCatalogUrl } from './stand-in-catalog';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

let catalogProcess: ChildProcess | undefined;
let catalogUrl = '';
let dataDir = '';
let output = '';

async function startCatalog(): Promise<void> {
  catalogUrl = await deadCatalogUrl();
  dataDir = await mkdtemp(join(tmpdir(), 'account-real-catalog-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CATALOG_PORT: new URL(catalogUrl).port,
    CATALOG_HOST: '127.0.0.1',
    CATALOG_DATA_DIR: dataDir,
    CATALOG_REMOTE_DIR: join(dataDir, 'no-remote'),
    IDENTITY_SECRET: testIdentitySecret,
    LOG_LEVEL: 'warn',
  };
  // Its own PGlite, started as `npm start` would start it, not as a Jest worker.
  delete env.DATABASE_URL;
  delete env.JEST_WORKER_ID;
  catalogProcess = spawn(process.execPath, ['--import', 'tsx', 'mf-catalog/api/src/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  catalogProcess.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  catalogProcess.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (catalogProcess.exitCode !== null) throw new Error(`the catalog exited (${catalogProcess.exitCode}):\n${output}`);
    if (await fetch(`${catalogUrl}/health`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the catalog did not start in time:\n${output}`);
}

async function stopCatalog(): Promise<void> {
  const child = catalogProcess;
  if (child && child.exitCode === null) {
    let timer: NodeJS.Timeout | undefined;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
    clearTimeout(timer);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

async function catalogGet<T>(path: string, identity: Identity): Promise<{ status: number; body: T }> {
  const response = await fetch(`${catalogUrl}${path}`, { headers: { 'x-storefront-identity': signIdentity({ ...identity, issuedAt: Date.now() }, testIdentitySecret) } });
  return { status: response.status, body: (await response.json()) as T };
}

async function startPageCards(identity: Identity): Promise<ProductCard[]> {
  const { body } = await catalogGet<StartPageViewModel>('/page/', identity);
  return body.blocks.flatMap((block) => block.products ?? []);
}

const source = () => createCatalogProductSource({ baseUrl: catalogUrl, identitySecret: testIdentitySecret, logger: silentLogger, timeoutMs: 5_000 });

beforeAll(startCatalog, 180_000);
afterAll(stopCatalog, 30_000);

test.each([
  ['Sweden in Swedish', anIdentity({ userId: 'a-member' })],
  ['Finland in Finnish', anIdentity({ userId: 'a-member', market: 'FI', culture: 'fi-FI' })],
  ['Poland in English', anIdentity({ userId: 'a-member', market: 'PL', culture: 'en-US' })],
])("the catalog's real answer maps to a product summary in %s, with member prices", async (_where, member) => {
  const cards = (await startPageCards(member)).slice(0, 6);
  expect(cards.length).toBeGreaterThan(0);
  const found = await source().products({ market: member.market, culture: member.culture }, cards.map((card) => card.code));
  for (const card of cards) {
    const { status, body: page } = await catalogGet<VariantViewModel>(`/api/catalog/variants/${card.code}`, member);
    expect(status).toBe(200);
    expect(found.get(card.code)).toEqual({
      code: card.code,
      title: page.variant.displayName,
      brandName: page.product.brand.name,
      entryName: page.product.name,
      variationDescription: page.variant.name,
      image: page.variant.images[0],
      url: card.url,
      price: page.variant.price,
      isBuyable: page.variant.stockStatus.isBuyable,
      availableInMarket: true,
    });
    // The member's price, as a member sees it on the product card.
    expect(found.get(card.code)!.price!.current).toEqual(card.price.current);
    expect(found.get(card.code)!.isBuyable).toBe(card.stockStatus.isBuyable);
  }
});

test("an unknown code is the catalog's 404 and missing from its stock: null", async () => {
  const visitor = anIdentity();
  expect((await catalogGet('/api/catalog/variants/000000', visitor)).status).toBe(404);
  const [card] = await startPageCards(visitor);
  // What tells "not sold here" from "unknown" after a 404: the catalog's stock lists the variants it has.
  const { body } = await catalogGet<{ stock: Record<string, number> }>(`/internal/stock?codes=${card!.code},000000`, { ...visitor, service: 'account' });
  expect(Object.keys(body.stock)).toEqual([card!.code]);
  expect((await source().products({ market: 'SE', culture: 'sv-SE' }, ['000000'])).get('000000')).toBeNull();
});
