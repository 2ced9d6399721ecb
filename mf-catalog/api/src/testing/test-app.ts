import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import pino from 'pino';
import type { Database, Identity } from '@storefront/platform/server';
import { describeOnEachTestBackend, signedIdentityHeaders, emptyBuiltRemote, type SuiteChecks } from '@storefront/platform/server/testing';
import { buildApp, type AppOptions } from '../app';
import { catalogMigrations } from '../db/catalog-database';
import { seedDemoCatalogIfEmpty } from '../demo-data/seed-demo-catalog';
import { catalogTestBackends } from './catalog-test-backends';

export const testIdentitySecret = 'catalog-test-secret';
/** The day the tests live on; the demo catalog is made for it, so its upcoming stock is still upcoming. */
export const testToday = '2026-01-15';

export interface TestApp {
  app: Express;
  db: Database;
  backend: string;
}

/** Headers carrying an identity signed as the gateway signs it (an anonymous Swedish shopper unless overridden). */
export function identityHeaders(overrides: Partial<Identity> = {}): Record<string, string> {
  return signedIdentityHeaders(testIdentitySecret, overrides);
}

export function testAppOptions(db: Database, overrides: Partial<AppOptions> = {}): AppOptions {
  return {
    db,
    logger: pino({ level: 'silent' }),
    identitySecret: testIdentitySecret,
    imageCacheDir: join(tmpdir(), 'catalog-test-images-unused'),
    remoteDir: emptyBuiltRemote('catalog'),
    today: () => testToday,
    ...overrides,
  };
}

/** The demo catalog every seeded test database starts with: seeded once per jest run, then copied (PreparedState). */
export const demoCatalogSeed = {
  name: `demo catalog ${testToday}`,
  run: (db: Database) => seedDemoCatalogIfEmpty(db, { referenceDate: testToday }).then(() => undefined),
};

/**
 * Runs `body` once per database backend, against an app built once for the file on a freshly migrated and seeded
 * database (a PGlite in memory, or a new PostgreSQL schema that is dropped afterwards). `overrides` change the
 * app's options (a fixed `now`, say); `checks` 'http' runs a suite of route checks on PGlite only (SuiteChecks).
 */
export function describeOnEachBackend(
  title: string,
  body: (testApp: () => TestApp) => void,
  overrides: Partial<AppOptions> = {},
  checks: SuiteChecks = 'database',
): void {
  describeOnEachTestBackend<TestApp>(
    title,
    {
      backends: catalogTestBackends(),
      checks,
      migrations: catalogMigrations,
      seed: demoCatalogSeed,
      what: 'the test app',
      setupTimeoutMs: 180_000,
      setup: async ({ backend, db, onCleanup }) => {
        const imageCacheDir = await mkdtemp(join(tmpdir(), 'catalog-test-images-'));
        onCleanup(() => rm(imageCacheDir, { recursive: true, force: true }));
        return { app: buildApp(testAppOptions(db, { imageCacheDir, ...overrides })), db, backend };
      },
    },
    body,
  );
}
