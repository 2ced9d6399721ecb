import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import pino from 'pino';
import type { Database, Identity } from '@storefront/platform/server';
import {
  anonymousTestIdentity,
  closeServer,
  describeOnEachTestBackend,
  listenOnFreePort,
  signedIdentityHeaders,
  emptyBuiltRemote,
  type SuiteChecks,
} from '@storefront/platform/server/testing';
import { buildApp, type AppOptions } from '../app';
import { createCatalogClient, type CatalogClientOptions } from '../catalog/catalog-client';
import { cartMigrations } from '../db/cart-database';
import { createCatalogStockClient } from '../stock/catalog-stock-client';
import { cartTestBackends } from './cart-test-backends';
import { lipstick, manyVariants, mascara, serum, soldOut, startFakeCatalog, type FakeCatalog } from './fake-catalog';

// As long as a real secret must be: the real catalog process started by real-catalog.test.ts refuses a shorter one.
export const testIdentitySecret = 'cart-checkout-test-secret-0123456789abcdef';
/** Silent unless TEST_LOG_LEVEL asks (e.g. error, to see what a 500 in a test was). */
export const silentLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/** The identity the gateway would sign: an anonymous Swedish visitor with a fresh visitor id unless overridden. */
export function anIdentity(overrides: Partial<Identity> = {}): Identity {
  return anonymousTestIdentity({ visitorId: `v-${randomUUID()}`, ...overrides });
}

/** Headers carrying an identity signed as the gateway signs it; re-signed on every call so it is never stale. */
export function identityHeaders(identity: Partial<Identity> = {}): Record<string, string> {
  return signedIdentityHeaders(testIdentitySecret, { ...anIdentity(identity), issuedAt: Date.now() });
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
    remoteDir: emptyBuiltRemote('cart-checkout'),
    ...overrides,
  };
}

/** The app on a real port, as the gateway reaches it. */
export async function listen(options: AppOptions): Promise<{ server: Server; url: string }> {
  return listenOnFreePort(buildApp(options));
}

/** Closes a server of `listen` (nothing when undefined), dropping kept-alive connections. */
export { closeServer };

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
 * Runs `body` once per database backend against a cart server on a freshly migrated database (a PGlite in
 * memory, or a new PostgreSQL schema dropped afterwards) and a stand-in catalog on a real port.
 */
export function describeOnEachBackend(
  title: string,
  body: (context: () => TestCartServer) => void,
  /** App options of this file's server (a card provider or clock of its own, say). */
  appOverrides: Partial<AppOptions> = {},
  /** What the suite checks, which decides its backends (SuiteChecks). */
  checks: SuiteChecks = 'database',
): void {
  describeOnEachTestBackend<TestCartServer>(
    title,
    {
      backends: cartTestBackends(),
      checks,
      migrations: cartMigrations,
      what: 'the cart server',
      setup: async ({ backend, db, onCleanup }) => {
        const catalog = await startFakeCatalog(testIdentitySecret, testVariants);
        onCleanup(() => catalog.close());
        const { server, url } = await listen(testAppOptions(db, catalog.url, appOverrides));
        onCleanup(() => closeServer(server));
        return { backend, db, catalog, server, url };
      },
    },
    body,
  );
}
