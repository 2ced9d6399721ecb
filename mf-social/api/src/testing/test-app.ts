import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import pino from 'pino';
import type { Database, Identity } from '@storefront/platform/server';
import {
  anonymousTestIdentity,
  closeServer,
  describeOnEachTestBackend,
  emptyBuiltRemote,
  listenOnFreePort,
  signedIdentityHeaders,
  type SuiteChecks,
} from '@storefront/platform/server/testing';
import { buildApp, type AppOptions } from '../app';
import { socialMigrations } from '../db/social-database';
import { fakeCatalogProducts, type FakeCatalogProducts } from './fake-catalog-products';
import { socialTestBackends } from './social-test-backends';

export const testIdentitySecret = 'social-test-secret-0123456789abcdef-social';
/** Silent unless TEST_LOG_LEVEL asks (e.g. error, to see what a 500 in a test was). */
export const silentLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/** A member as the gateway signs them: a fresh member id unless given. */
export const aMember = (userId: string = randomUUID()): Partial<Identity> => ({ userId });

/** Headers carrying an identity signed as the gateway signs it (an anonymous visitor unless overridden). */
export function identityHeaders(identity: Partial<Identity> = {}): Record<string, string> {
  return signedIdentityHeaders(testIdentitySecret, { ...anonymousTestIdentity({ visitorId: randomUUID(), ...identity }), issuedAt: Date.now() });
}

export function testAppOptions(db: Database, catalog: FakeCatalogProducts, overrides: Partial<AppOptions> = {}): AppOptions {
  return {
    db,
    logger: silentLogger,
    identitySecret: testIdentitySecret,
    catalog,
    remoteDir: emptyBuiltRemote('social'),
    // Shared by the test files: a picture's file is named by a hash of its bytes, and written whole or not at all.
    imageCacheDir: join(tmpdir(), 'storefront-social-test-image-cache'),
    ...overrides,
  };
}

export interface TestSocialServer {
  backend: string;
  db: Database;
  catalog: FakeCatalogProducts;
  server: Server;
  url: string;
  /** How often the app said reviews changed (the publisher's nudge). */
  nudges: () => number;
}

/** Runs `body` once per database backend against a social server on a freshly migrated database and an in-memory catalog. */
export function describeOnEachBackend(title: string, body: (context: () => TestSocialServer) => void, checks: SuiteChecks = 'database'): void {
  describeOnEachTestBackend<TestSocialServer>(
    title,
    {
      backends: socialTestBackends(),
      checks,
      migrations: socialMigrations,
      what: 'the social server',
      setup: async ({ backend, db, onCleanup }) => {
        const catalog = fakeCatalogProducts();
        let nudged = 0;
        const { server, url } = await listenOnFreePort(buildApp(testAppOptions(db, catalog, { reviewsChanged: () => void nudged++ })));
        onCleanup(() => closeServer(server));
        return { backend, db, catalog, server, url, nudges: () => nudged };
      },
    },
    body,
  );
}

/** A JSON call to the server as `identity` (a visitor unless given), answering status and body. */
export async function call(url: string, path: string, options: { identity?: Partial<Identity>; body?: unknown; cookie?: string } = {}) {
  const response = await fetch(`${url}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...identityHeaders(options.identity),
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.cookie !== undefined && { cookie: options.cookie }),
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  const setCookies = response.headers.getSetCookie();
  return { status: response.status, body: (await response.json()) as any, ...(setCookies.length > 0 && { setCookies }) };
}
