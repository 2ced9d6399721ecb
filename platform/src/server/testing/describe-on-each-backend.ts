import { migrate } from '../db/migrate';
import type { Database } from '../db/database';
import type { TestBackend } from './test-backends';

export interface BackendSetup {
  /** The backend's name: 'pglite' or 'postgres'. */
  backend: TestBackend['name'];
  /** A fresh database with the migrations run. */
  db: Database;
  /** Adds work for the end (close a server, remove a folder…): run last added first, then the database is disposed. */
  onCleanup(cleanup: () => unknown): void;
}

/**
 * What a suite checks, which decides the backends it runs on:
 * - 'database' (the default): SQL behaviour, on every backend given: repositories, transactions, concurrency (locks,
 *   unique keys under races), migrations, seeds, search and anything whose answer depends on how the database computes.
 * - 'http': a server's answers over a database it reaches only through code that 'database' suites run on PostgreSQL
 *   too: validation, authorization, answers' shapes, hostile input, pages. On PGlite only, the store's own default,
 *   so a route test does not run twice for the same SQL.
 * - 'locks': what only several connections at once can show (a statement that must not wait for a lock another
 *   transaction holds). On PostgreSQL only: PGlite is one connection and runs one statement at a time.
 */
export type SuiteChecks = 'database' | 'http' | 'locks';

/** The backends a suite runs on (SuiteChecks). */
export function backendsFor(backends: readonly TestBackend[], checks: SuiteChecks = 'database'): readonly TestBackend[] {
  if (checks === 'http') return backends.filter((backend) => backend.name === 'pglite');
  if (checks === 'locks') return backends.filter((backend) => backend.name === 'postgres');
  return backends;
}

export interface OnEachBackendOptions<Context> {
  backends: readonly TestBackend[];
  /** 'database' unless given (SuiteChecks). */
  checks?: SuiteChecks;
  /** The team's migrations folder, run on each fresh database before `setup`. */
  migrations: string;
  /**
   * Data every database of the suite starts with, after the migrations: prepared once per jest run and copied from
   * then on (PreparedState.seeded). `name` tells seeds apart, e.g. 'demo catalog 2026-01-15'.
   */
  seed?: { name: string; run(db: Database): Promise<void> };
  /** Makes what the tests get (a server on a real port, an app…) on the migrated database. */
  setup(backend: BackendSetup): Promise<Context>;
  /** Named in the error a test gets when it asks for the context too early, e.g. 'the account server'. */
  what?: string;
  /** For opening, migrating and `setup`; 120 s unless given. */
  setupTimeoutMs?: number;
}

export interface StartedOnBackend<Context> {
  context: Context;
  /** Runs the cleanups `setup` added, last first, then disposes the database; every one runs even when one fails. */
  dispose(): Promise<void>;
}

async function runAll(cleanups: (() => unknown)[]): Promise<void> {
  const failures: unknown[] = [];
  for (const cleanup of [...cleanups].reverse()) {
    try {
      await cleanup();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, 'several test cleanups failed');
}

/** Opens a fresh database on `backend`, migrated and seeded, and runs `setup`; cleans up what it made if a step fails. */
export async function startOnBackend<Context>(
  backend: TestBackend,
  options: Pick<OnEachBackendOptions<Context>, 'migrations' | 'seed' | 'setup'>,
): Promise<StartedOnBackend<Context>> {
  const { migrations, seed } = options;
  const { db, dispose } = await backend.open({
    key: JSON.stringify([migrations, seed?.name ?? null]),
    seeded: seed !== undefined,
    prepare: async (fresh) => {
      await migrate(fresh, migrations);
      await seed?.run(fresh);
    },
  });
  const cleanups: (() => unknown)[] = [dispose];
  try {
    const context = await options.setup({ backend: backend.name, db, onCleanup: (cleanup) => cleanups.push(cleanup) });
    return { context, dispose: () => runAll(cleanups) };
  } catch (error) {
    await runAll(cleanups).catch(() => undefined);
    throw error;
  }
}

/** What a skipped suite says: which database it needs. */
export const skippedWithoutBackend = (checks: SuiteChecks = 'database') =>
  checks === 'locks' ? 'needs PostgreSQL (TEST_DATABASE_URL): what several connections at once show' : `needs a backend for '${checks}' checks`;

/**
 * Runs `body` once per backend (`describe` titled `<title> on <backend>`), against what `setup` made once for the
 * block on a freshly migrated database; everything is cleaned up after the block. `body` reads it with `context()`.
 */
export function describeOnEachTestBackend<Context>(
  title: string,
  options: OnEachBackendOptions<Context>,
  body: (context: () => Context) => void,
): void {
  const backends = backendsFor(options.backends, options.checks);
  // A 'locks' suite without PostgreSQL (no TEST_DATABASE_URL, as on a machine without it): skipped, and said so.
  if (backends.length === 0) {
    describe(`${title}: no backend for its checks here`, () => test.skip(skippedWithoutBackend(options.checks), () => undefined));
    return;
  }
  describe.each(backends.map((backend) => [backend.name, backend] as const))(`${title} on %s`, (_name, backend) => {
    let started: StartedOnBackend<Context> | undefined;
    beforeAll(async () => {
      started = await startOnBackend(backend, options);
    }, options.setupTimeoutMs ?? 120_000);
    afterAll(async () => {
      await started?.dispose();
      started = undefined;
    }, 60_000);
    body(() => {
      if (!started) throw new Error(`${options.what ?? 'the test context'} was not started`);
      return started.context;
    });
  });
}
