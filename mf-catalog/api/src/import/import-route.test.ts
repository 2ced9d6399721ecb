import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { Database } from '@storefront/platform/server';
import { closeServer, describeOnEachTestBackend, listenOnFreePort, type ListeningTestServer } from '@storefront/platform/server/testing';
import { buildApp } from '../app';
import { catalogMigrations } from '../db/catalog-database';
import { catalogTestBackends } from '../testing/catalog-test-backends';
import { identityHeaders, testAppOptions, testIdentitySecret } from '../testing/test-app';
import { importCatalogFile, ImportStopped } from './import-catalog-file';
import type { ImportEvent } from './import-route';
import { importThroughServer, ImportThroughServerFailed } from './import-through-server';

// A Makeup API feed of 6 products (one shade each), the fourth without a price: small enough to send many times.
const header = 'id,brand,name,price,price_sign,currency,image_link,product_link,website_link,description,rating,category,product_type,tag_list,created_at,updated_at,product_api_url,api_featured_image,product_colors';
const row = (n: number, price = '9.5') =>
  `${n},nordic,Lip Tint ${n},${price},$,USD,,,,A tint.,4.0,lipstick,lipstick,[],2020-01-01,2020-01-01,,,"[{'hex_value': '#aa3344', 'colour_name': 'Berry ${n}'}]"`;
const feed = [header, row(1), row(2), row(3), row(4, ''), row(5), row(6)].join('\n');

const events = (text: string) => text.trim().split('\n').map((line) => JSON.parse(line) as ImportEvent);

describeOnEachTestBackend<{ db: Database; server: ListeningTestServer; file: string }>(
  'catalog import through the running server',
  {
    backends: catalogTestBackends(),
    migrations: catalogMigrations,
    setup: async ({ db, onCleanup }) => {
      const dir = await mkdtemp(join(tmpdir(), 'catalog-import-route-'));
      onCleanup(() => rm(dir, { recursive: true, force: true }));
      const file = join(dir, 'makeup.csv');
      await writeFile(file, feed);
      const server = await listenOnFreePort(buildApp(testAppOptions(db)));
      onCleanup(() => closeServer(server.server));
      return { db, server, file };
    },
  },
  (context) => {
    const operator = identityHeaders({ service: 'operator' });
    const post = (query: string, body: string, identity = operator) =>
      request(context().server.url).post(`/internal/catalog-imports?${query}`).set(identity).set('content-type', 'application/octet-stream').send(body);
    const runs = async () => (await context().db.query<{ n: number }>('SELECT count(*)::int AS n FROM import_runs'))[0]!.n;

    test('the server imports the posted feed and answers its progress, failures and summary as NDJSON lines', async () => {
      const response = await post('fileName=makeup.csv&batchSize=2', feed);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/application\/x-ndjson/);
      const answer = events(response.text);
      expect(answer.filter((event) => event.type === 'progress').length).toBeGreaterThanOrEqual(3);
      expect(answer.filter((event) => event.type === 'failure')).toEqual([{ type: 'failure', line: 5, reason: expect.stringContaining('price') }]);
      expect(answer.at(-1)).toMatchObject({ type: 'summary', summary: { format: 'makeup-api', read: 6, inserted: 5, failed: 1 } });
      const n = (await context().db.query<{ n: number }>("SELECT count(*)::int AS n FROM imported_products WHERE source = 'makeup-api'"))[0]!.n;
      expect(n).toBe(5);
    });

    test('the CLI’s client follows the same run: the second time nothing changes', async () => {
      const progress: number[] = [];
      const summary = await importThroughServer({
        baseUrl: context().server.url,
        identitySecret: testIdentitySecret,
        file: context().file,
        batchSize: 2,
        onProgress: (seen) => progress.push(seen.read),
      });
      expect(summary).toMatchObject({ read: 6, inserted: 0, updated: 0, unchanged: 5, failures: [{ line: 5, reason: expect.stringContaining('price') }] });
      expect(progress.at(-1)).toBe(6);
    });

    test('only the operator may import: any browser identity is a 401, another service a 403, and nothing is imported', async () => {
      const runsBefore = await runs();
      for (const identity of [{}, { visitorId: 'v-1' }, { userId: 'm-1' }, { userId: 'a-1', roles: ['admin' as const] }]) {
        const refused = await post('fileName=makeup.csv', feed, identityHeaders(identity));
        expect([refused.status, refused.body.error?.code]).toEqual([401, 'service_only']);
      }
      const otherService = await post('fileName=makeup.csv', feed, identityHeaders({ service: 'cart-checkout' }));
      expect([otherService.status, otherService.body.error?.code]).toEqual([403, 'service_not_allowed']);
      expect(await runs()).toBe(runsBefore);
    });

    test('bad parameters and unreadable files are 400s that import nothing', async () => {
      const runsBefore = await runs();
      expect((await post('batchSize=2', feed)).body.error.code).toBe('bad_request');
      expect((await post('fileName=makeup.csv&syntheticMultiple=0', feed)).status).toBe(400);
      expect((await post('fileName=makeup.csv&format=excel', feed)).status).toBe(400);
      expect((await post('fileName=makeup%00.csv', feed)).status).toBe(400);
      const unreadable = await post('fileName=notes.txt', 'just,some\ncolumns,here\n');
      expect(unreadable.status).toBe(400);
      expect(unreadable.body.error).toEqual({ code: 'unreadable_feed', message: expect.stringContaining('notes.txt') });
      await expect(importThroughServer({ baseUrl: context().server.url, identitySecret: 'not the store’s secret', file: context().file })).rejects.toThrow(
        ImportThroughServerFailed,
      );
      expect(await runs()).toBe(runsBefore);
    });

    test('one import at a time: a second caller gets 409 while the first is still sending its file', async () => {
      let sendRest!: () => void;
      const slowBody = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`${header}\n${row(1)}\n`));
          sendRest = () => {
            controller.enqueue(new TextEncoder().encode(`${row(2)}\n`));
            controller.close();
          };
        },
      });
      const first = fetch(`${context().server.url}/internal/catalog-imports?fileName=slow.csv`, {
        method: 'POST',
        headers: operator,
        body: slowBody,
        duplex: 'half',
      } as RequestInit);
      // The second request arrives while the first one's body is still open.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const second = await post('fileName=makeup.csv', feed);
      expect(second.status).toBe(409);
      expect(second.body.error.code).toBe('import_running');
      sendRest();
      const answer = events(await (await first).text());
      expect(answer.at(-1)).toMatchObject({ type: 'summary', summary: { read: 2 } });
    });

    test('a cancelled run stops after the batch being written, and the next run resumes after it', async () => {
      const { db } = context();
      const dir = await mkdtemp(join(tmpdir(), 'catalog-import-cancel-'));
      try {
        const file = join(dir, 'cancel.csv');
        await writeFile(file, feed.replaceAll('Lip Tint', 'Lip Stain'));
        const cancelled = new AbortController();
        cancelled.abort();
        await expect(importCatalogFile(db, { file, today: '2026-11-24', batchSize: 2, signal: cancelled.signal })).rejects.toThrow(ImportStopped);
        const resumed = await importCatalogFile(db, { file, today: '2026-11-24', batchSize: 2 });
        expect(resumed.resumedAfterLine).toBe(3);
        expect(resumed.read).toBe(4);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  },
);
