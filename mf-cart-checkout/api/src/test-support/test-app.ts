import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { migrate, signIdentity, type Database, type Identity } from '@storefront/platform/server';
import { buildApp, type AppOptions } from '../app';
import { createCatalogClient, type CatalogClientOptions } from '../catalog/catalog-client';
import { cartMigrations } from '../db/cart-database';
import { createCatalogStockClient } from '../stock/catalog-stock-client';
import { cartTestBackends } from './cart-test-backends';
import { lipstick, manyVariants, mascara, serum, soldOut, startFakeCatalog, type FakeCatalog } from './fake-catalog';

export const testIdentitySecret = 'cart-test-secret';
/** Silent unless TEST_LOG_LEVEL asks (e.g. error, to see what a 500 in a test was). */
export const silentLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/** The identity the gateway would sign: an anonymous Swedish visitor with a fresh visitor id unless overridden. */
export function anIdentity(overrides: Partial<Identity> = {}): Identity {
  return { userId: null, market: 'SE', culture: 'sv-SE', isStoreDevice: false, visitorId: `v-${randomUUID()}`, issuedAt: Date.now(), ...overrides };
}

/** Headers carrying an identity signed as the gateway signs it; re-signed on every call so it is never stale. */
export function identityHeaders(identity: Partial<Identity> = {}): Record<string, string> {
  return { 'x-storefront-identity': signIdentity({ ...anIdentity(identity), issuedAt: Date.now() }, testIdentitySecret) };
}

export function testCatalogClient(baseUrl: string, overrides: Partial<CatalogClientOptions> = {}) {
  return createCatalogClient({ baseUrl, identitySecret: testIdentitySecret, logger: silentLogger, ...overrides });
}

export function testAppOptions(db: Database, catalogUrl: string, overrides: Partial<AppOptions> = {}): AppOptions {
  return {
    db,
    logger: silentLogger,
    identitySecret: testIdentitySecret,
    catalog: testCatalogClient(catalogUrl),
    stock: createCatalogStockClient({ baseUrl: catalogUrl, identitySecret: testIdentitySecret, logger: silentLogger, timeoutMs: 3_000 }),
    remoteDir: join(tmpdir(), 'cart-checkout-test-no-remote'),
    ...overrides,
  };
}

/** The app on a real port, as the gateway reaches it. */
export async function listen(options: AppOptions): Promise<{ server: Server; url: string }> {
  const server = buildApp(options).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export const closeServer = (server: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });

export interface TestCartServer {
  backend: string;
  db: Database;
  catalog: FakeCatalog;
  server: Server;
  /** Base URL of the cart server. */
  url: string;
}

/** The variants every cart test can use: see fake-catalog.ts. */
export const testVariants = [lipstick, serum, mascara, soldOut, ...manyVariants(200)];

/**
 * Runs `body` once per database backend against a cart server on a freshly migrated database (a temp PGlite
 * folder, or a new PostgreSQL schema dropped afterwards) and a stand-in catalog on a real port.
 */
export function describeOnEachBackend(
  title: string,
  body: (context: () => TestCartServer) => void,
  /** App options of this file's server (a card provider or clock of its own, say). */
  appOverrides: Partial<AppOptions> = {},
): void {
  describe.each(cartTestBackends().map((backend) => [backend.name, backend] as const))(`${title} on %s`, (name, backend) => {
    let current: TestCartServer | undefined;
    let cleanup: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const { db, dispose } = await backend.open();
      await migrate(db, cartMigrations);
      const catalog = await startFakeCatalog(testIdentitySecret, testVariants);
      const { server, url } = await listen(testAppOptions(db, catalog.url, appOverrides));
      current = { backend: name, db, catalog, server, url };
      cleanup = async () => {
        await closeServer(server);
        await catalog.close();
        await dispose();
      };
    }, 120_000);
    afterAll(() => cleanup?.(), 60_000);
    body(() => {
      if (!current) throw new Error('the cart server was not started');
      return current;
    });
  });
}
