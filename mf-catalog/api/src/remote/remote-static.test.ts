import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { buildApp } from '../app';
import { noDatabase } from '../test-support/no-database';
import { identityHeaders, testAppOptions } from '../test-support/test-app';

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'catalog-remote-'));
  await writeFile(join(dist, 'mf-manifest.json'), '{"id":"catalog"}');
  await writeFile(join(dist, 'remoteEntry.js'), 'var catalog;');
  await writeFile(join(dist, 'federation.json'), '{"remote":"catalog"}');
  await mkdir(join(dist, 'static'));
  await writeFile(join(dist, 'static', 'start-page.3f92dd8f.js'), 'export default 1;'.repeat(200));
});

afterAll(() => rm(dist, { recursive: true, force: true }));

const get = (directory: string, url: string) => request(buildApp(testAppOptions(noDatabase, { remoteDir: directory }))).get(url).set(identityHeaders());

test.each(['mf-manifest.json', 'remoteEntry.js', 'federation.json'])('/remote/%s is served with no-cache', async (file) => {
  const response = await get(dist, `/remote/${file}`);
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
});

test('hashed chunks are immutable and compressed', async () => {
  const response = await get(dist, '/remote/static/start-page.3f92dd8f.js').set('Accept-Encoding', 'gzip');
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers['content-encoding']).toBe('gzip');
});

test('a missing file, or a remote not built at all, is a 404 error JSON', async () => {
  const missing = await get(dist, '/remote/nothing.js');
  expect(missing.status).toBe(404);
  expect(missing.body.error.code).toBe('not_found');
  const notBuilt = await get(join(dist, 'no-such-dist'), '/remote/mf-manifest.json');
  expect(notBuilt.status).toBe(404);
  expect(notBuilt.body.error.code).toBe('remote_not_built');
});
