import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { buildApp } from '../app';
import { noDatabase } from '../test-support/no-database';
import { identityHeaders, testAppOptions } from '../test-support/test-app';

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'cart-checkout-remote-'));
  await writeFile(join(dist, 'mf-manifest.json'), '{"id":"cartCheckout"}');
  await writeFile(join(dist, 'remoteEntry.js'), 'var cartCheckout;');
  await writeFile(join(dist, 'federation.json'), '{"components":{"CartPageViewModel":"./CartPage"}}');
  await mkdir(join(dist, 'static'));
  await writeFile(join(dist, 'static', 'mini-cart.5d1e0c2a.js'), 'export default 1;'.repeat(200));
});

afterAll(() => rm(dist, { recursive: true, force: true }));

const get = (directory: string, url: string) =>
  request(buildApp(testAppOptions(noDatabase, 'http://127.0.0.1:9', { remoteDir: directory }))).get(url).set(identityHeaders());

test.each(['mf-manifest.json', 'remoteEntry.js', 'federation.json'])('/remote/%s is served with no-cache', async (file) => {
  const response = await get(dist, `/remote/${file}`);
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
});

test('hashed chunks are immutable and compressed', async () => {
  const response = await get(dist, '/remote/static/mini-cart.5d1e0c2a.js').set('Accept-Encoding', 'gzip');
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
