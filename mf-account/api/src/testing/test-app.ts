import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Express } from 'express';
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
import type { AccountServices } from '../account-services';
import { buildApp } from '../app';
import { accountMigrations } from '../db/account-database';
import { linkKeys } from '../mail/link-tokens';
import { accountTestBackends } from './account-test-backends';

/** As long as a real one must be (the real catalog the tests start refuses a shorter one). */
export const testIdentitySecret = 'account-test-secret-account-test-secret';
/** Silent unless TEST_LOG_LEVEL asks (e.g. error, to see what a 500 in a test was). */
export const silentLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/** The identity the gateway would sign: an anonymous Swedish visitor with a fresh visitor id unless overridden. */
export function anIdentity(overrides: Partial<Identity> = {}): Identity {
  return anonymousTestIdentity({ visitorId: randomUUID(), ...overrides });
}

/** Headers carrying an identity signed as the gateway signs it; re-signed on every call so it is never stale. */
export function identityHeaders(identity: Partial<Identity> = {}): Record<string, string> {
  return signedIdentityHeaders(testIdentitySecret, { ...anIdentity(identity), issuedAt: Date.now() });
}

/**
 * Services for tests on `db`. Parts a test does not replace refuse loudly, so a test shows what it relies on:
 * pass the ones it needs (a cheap hasher, a fake product source…) in `overrides`.
 */
export function testServices(db: Database, overrides: Partial<AccountServices> = {}): AccountServices {
  const notGiven = (part: string) => () => {
    throw new Error(`this test did not give the account services a ${part}`);
  };
  return {
    db,
    logger: silentLogger,
    now: Date.now,
    publicUrl: 'http://shop.test',
    passwords: { hash: notGiven('password hasher'), verify: notGiven('password hasher'), needsRehash: () => false },
    challenge: { issue: notGiven('challenge'), verify: notGiven('challenge') },
    challengeDifficulty: { first: 4, cap: 8 },
    linkKeys: linkKeys(testIdentitySecret),
    outbox: { enqueue: notGiven('outbox') },
    products: { products: notGiven('product source') },
    orders: { list: notGiven('order source'), get: notGiven('order source') },
    carts: { merge: async () => undefined },
    mailViewerEnabled: true,
    ...overrides,
  };
}

/** The account server's app on `services`, signed identities checked with the test secret, no remote built. */
export function testApp(services: AccountServices): Express {
  return buildApp({ services, identitySecret: testIdentitySecret, remoteDir: emptyBuiltRemote('account') });
}

/** The app on a real port, as the gateway reaches it. */
export async function listen(services: AccountServices): Promise<{ server: Server; url: string }> {
  return listenOnFreePort(testApp(services));
}

/** Closes a server of `listen` (nothing when undefined), dropping kept-alive connections. */
export { closeServer };

export interface TestAccountServer {
  backend: string;
  db: Database;
  services: AccountServices;
  server: Server;
  url: string;
}

/**
 * Runs `body` once per database backend (a PGlite in memory, and PostgreSQL when TEST_DATABASE_URL is set) against an
 * account server on a freshly migrated database. `overrides` makes the services of this file (see testServices);
 * `checks` 'http' runs a suite of route checks on PGlite only (SuiteChecks).
 */
export function describeOnEachBackend(
  title: string,
  body: (context: () => TestAccountServer) => void,
  overrides: (db: Database) => Partial<AccountServices> = () => ({}),
  checks: SuiteChecks = 'database',
): void {
  describeOnEachTestBackend<TestAccountServer>(
    title,
    {
      backends: accountTestBackends(),
      checks,
      migrations: accountMigrations,
      what: 'the account server',
      setup: async ({ backend, db, onCleanup }) => {
        const services = testServices(db, overrides(db));
        const { server, url } = await listen(services);
        onCleanup(() => closeServer(server));
        return { backend, db, services, server, url };
      },
    },
    body,
  );
}
