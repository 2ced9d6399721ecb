import { fileURLToPath } from 'node:url';
import express from 'express';
import pg from 'pg';
import type { Database } from '../db/database';
import { verifyIdentity } from '../identity';
import { describeOnEachTestBackend, startOnBackend } from './describe-on-each-backend';
import { SnapshotBlob } from './pglite-snapshots';
import { testBackends, type TestBackend } from './test-backends';
import { anonymousTestIdentity, signedIdentityHeaders } from './test-identity';
import { closeServer, listenOnFreePort } from './test-server';

const testMigrations = fileURLToPath(new URL('../db/test-migrations', import.meta.url));
const [pglite, postgres] = testBackends({ team: 'platform-harness' });
const onPostgres = postgres ? test : test.skip;

/** `backend`, noting in `log` when a database it opened is disposed. */
const recording = (backend: TestBackend, log: string[]): TestBackend => ({
  name: backend.name,
  async open(prepared) {
    const opened = await backend.open(prepared);
    return {
      db: opened.db,
      dispose: async () => {
        log.push('database');
        await opened.dispose();
      },
    };
  },
});

const rowCount = async (db: Database, table: string) =>
  (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0]!.count;

describe('signed identity headers', () => {
  test('carry an anonymous Swedish visitor, issued now, signed with the given secret', () => {
    const headers = signedIdentityHeaders('s1');
    expect(Object.keys(headers)).toEqual(['x-storefront-identity']);
    const identity = verifyIdentity(headers['x-storefront-identity'], 's1');
    expect(identity).toEqual({ userId: null, market: 'SE', culture: 'sv-SE', isStoreDevice: false, issuedAt: expect.any(Number) });
    expect(Math.abs(Date.now() - identity!.issuedAt)).toBeLessThan(5_000);
    expect(verifyIdentity(headers['x-storefront-identity'], 'another secret')).toBeNull();
  });

  test('take what is given over the anonymous visitor, the time of issue too', () => {
    const given = { userId: 'u-1', market: 'FI', culture: 'fi-FI', visitorId: 'v-1' } as const;
    expect(verifyIdentity(signedIdentityHeaders('s1', given)['x-storefront-identity'], 's1')).toMatchObject(given);
    const stale = signedIdentityHeaders('s1', { issuedAt: Date.now() - 120_000 })['x-storefront-identity'];
    expect(verifyIdentity(stale, 's1')).toBeNull();
    expect(anonymousTestIdentity({ isStoreDevice: true })).toMatchObject({ userId: null, isStoreDevice: true });
  });
});

describe('an app on a free port', () => {
  test('answers on its url and closes at once, kept-alive connections and all', async () => {
    const app = express();
    app.get('/ping', (_request, response) => {
      response.json({ pong: true });
    });
    const { server, url } = await listenOnFreePort(app);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${url}/ping`); // undici keeps the connection alive
    expect(await response.json()).toEqual({ pong: true });
    const started = performance.now();
    await closeServer(server);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(server.listening).toBe(false);
    await expect(fetch(`${url}/ping`)).rejects.toThrow();
  });

  test('closing no server is nothing', async () => {
    await expect(closeServer(undefined)).resolves.toBeUndefined();
  });
});

describe('starting on a backend', () => {
  test('migrates a fresh database, gives the context of setup, and cleans up last first, the database at the end', async () => {
    const log: string[] = [];
    const started = await startOnBackend(recording(pglite!, log), {
      migrations: testMigrations,
      setup: async ({ backend, db, onCleanup }) => {
        onCleanup(() => log.push('first'));
        onCleanup(async () => {
          log.push(`second, ${await rowCount(db, 'shelves')} shelves`);
        });
        return { backend, shelves: await rowCount(db, 'shelves') };
      },
    });
    expect(started.context).toEqual({ backend: 'pglite', shelves: 0 });
    expect(log).toEqual([]);
    await started.dispose();
    expect(log).toEqual(['second, 0 shelves', 'first', 'database']);
  }, 120_000);

  test('a setup that fails cleans up what it made, disposes the database and fails with its error', async () => {
    const log: string[] = [];
    const failing = startOnBackend(recording(pglite!, log), {
      migrations: testMigrations,
      setup: async ({ onCleanup }) => {
        onCleanup(() => log.push('made before the failure'));
        throw new Error('no port for you');
      },
    });
    await expect(failing).rejects.toThrow('no port for you');
    expect(log).toEqual(['made before the failure', 'database']);
  }, 120_000);

  test('every cleanup runs even when one fails, and dispose fails with its error', async () => {
    const log: string[] = [];
    const started = await startOnBackend(recording(pglite!, log), {
      migrations: testMigrations,
      setup: async ({ onCleanup }) => {
        onCleanup(() => log.push('first'));
        onCleanup(() => {
          throw new Error('could not close');
        });
        return {};
      },
    });
    await expect(started.dispose()).rejects.toThrow('could not close');
    expect(log).toEqual(['first', 'database']);
  }, 120_000);
});

const describeLog: string[] = [];
let tooEarly: unknown;

describeOnEachTestBackend(
  'a shelf app',
  {
    backends: [recording(pglite!, describeLog)],
    migrations: testMigrations,
    what: 'the shelf app',
    setup: async ({ backend, db, onCleanup }) => {
      describeLog.push('setup');
      onCleanup(() => describeLog.push('cleanup'));
      return { backend, db };
    },
  },
  (context) => {
    try {
      context();
    } catch (error) {
      tooEarly = error;
    }

    test('is set up once for the block on a migrated database', async () => {
      expect(context().backend).toBe('pglite');
      await context().db.query(`INSERT INTO shelves (code, name) VALUES ('s1', 'top')`);
      expect(describeLog).toEqual(['setup']);
    });

    test('and the next test sees the same one', async () => {
      expect(await rowCount(context().db, 'shelves')).toBe(1);
      expect(describeLog).toEqual(['setup']);
    });
  },
);

describe('after the block', () => {
  test('it was cleaned up, the database last, and asking before the start was an error naming what', () => {
    expect(describeLog).toEqual(['setup', 'cleanup', 'database']);
    expect(tooEarly).toEqual(new Error('the shelf app was not started'));
  });
});

describe('prepared databases (migrated and seeded once per run, copied after that)', () => {
  test('every open starts in its prepared state, prepared once per key; each copy is a database of its own', async () => {
    const preparations: string[] = [];
    const state = (name: string) => ({
      key: `${name} with one row ${Math.random()}`,
      prepare: async (db: Database) => {
        preparations.push(name);
        await db.exec(`CREATE TABLE ${name} (id serial PRIMARY KEY, name text NOT NULL)`);
        await db.query(`INSERT INTO ${name} (name) VALUES ('seeded')`);
      },
    });
    const racks = state('racks');
    const first = await pglite!.open(racks);
    const second = await pglite!.open(racks);
    const other = await pglite!.open(state('bins'));
    try {
      expect(preparations).toEqual(['racks', 'bins']);
      await first.db.query("INSERT INTO racks (name) VALUES ('only in the first')");
      expect([await rowCount(first.db, 'racks'), await rowCount(second.db, 'racks')]).toEqual([2, 1]);
      // The copy goes on from the snapshot's state: its sequence too.
      expect(await second.db.query<{ id: number }>("INSERT INTO racks (name) VALUES ('next') RETURNING id")).toEqual([{ id: 2 }]);
      expect(await other.db.query("SELECT to_regclass('racks') IS NULL AS missing")).toEqual([{ missing: true }]);
      expect(await rowCount(other.db, 'bins')).toBe(1);
    } finally {
      await Promise.all([first.dispose(), second.dispose(), other.dispose()]);
    }
  }, 60_000);

  test("a copy holds its own database only, without initdb's two templates (15 MB of every dump)", async () => {
    const copy = await pglite!.open();
    try {
      expect(await copy.db.query('SELECT datname FROM pg_database')).toEqual([{ datname: 'postgres' }]);
    } finally {
      await copy.dispose();
    }
  }, 60_000);

  test('a snapshot hands PGlite the bytes it holds, without copying them out, and reads as any Blob otherwise', async () => {
    const tar = new TextEncoder().encode('a tar of some files').buffer;
    const snapshot = new SnapshotBlob(tar);
    expect(await snapshot.arrayBuffer()).toBe(tar);
    expect(await snapshot.arrayBuffer()).toBe(tar);
    expect([snapshot.size, snapshot.type]).toEqual([tar.byteLength, 'application/x-tar']);
    expect([await snapshot.text(), await snapshot.slice(2, 5).text()]).toEqual(['a tar of some files', 'tar']);
    expect(await new Response(snapshot.stream()).text()).toBe('a tar of some files');
    expect(await snapshot.bytes()).toEqual(new Uint8Array(tar));
  });
});

describe('prepared seeded databases on PostgreSQL (a template per run, a database copied from it per open)', () => {
  const databaseExists = async (name: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    } finally {
      await client.end();
    }
  };

  onPostgres('a seeded state is prepared once, even for opens at the same moment; each open is its own database, gone with it', async () => {
    let preparations = 0;
    const crates = {
      key: `crates with one row ${Math.random()}`,
      seeded: true,
      prepare: async (db: Database) => {
        preparations++;
        await db.exec('CREATE TABLE crates (id serial PRIMARY KEY, name text NOT NULL)');
        await db.query("INSERT INTO crates (name) VALUES ('seeded')");
      },
    };
    const [first, second] = await Promise.all([postgres!.open(crates), postgres!.open(crates)]);
    const names = await Promise.all([first!, second!].map(async ({ db }) => (await db.query<{ name: string }>('SELECT current_database() AS name'))[0]!.name));
    try {
      expect(preparations).toBe(1);
      expect(new Set(names).size).toBe(2);
      await first!.db.query("INSERT INTO crates (name) VALUES ('only in the first')");
      expect([await rowCount(first!.db, 'crates'), await rowCount(second!.db, 'crates')]).toEqual([2, 1]);
      expect(await second!.db.query<{ id: number }>("INSERT INTO crates (name) VALUES ('next') RETURNING id")).toEqual([{ id: 2 }]);
    } finally {
      await Promise.all([first!.dispose(), second!.dispose()]);
    }
    expect(await Promise.all(names.map(databaseExists))).toEqual([false, false]);
  }, 60_000);

  onPostgres('a seed that fails leaves no template behind, and the next open prepares it again', async () => {
    let attempts = 0;
    const flaky = {
      key: `fails once ${Math.random()}`,
      seeded: true,
      prepare: async (db: Database) => {
        attempts++;
        await db.exec('CREATE TABLE bins (id int)');
        if (attempts === 1) throw new Error('seed failed');
      },
    };
    await expect(postgres!.open(flaky)).rejects.toThrow('seed failed');
    const opened = await postgres!.open(flaky);
    try {
      expect(attempts).toBe(2);
      expect(await rowCount(opened.db, 'bins')).toBe(0);
    } finally {
      await opened.dispose();
    }
  }, 60_000);
});
