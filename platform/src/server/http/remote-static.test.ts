import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { errorHandler, notFoundHandler } from './error-handler';
import { remoteStatic } from './remote-static';

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'platform-remote-'));
  await writeFile(join(dist, 'mf-manifest.json'), '{"id":"someRemote"}');
  await writeFile(join(dist, 'remoteEntry.js'), 'var someRemote;');
  await writeFile(join(dist, 'federation.json'), '{"components":{}}');
  await writeFile(join(dist, 'texts.json'), '{"sv-SE":{}}');
  await mkdir(join(dist, 'static'));
  await writeFile(join(dist, 'static', 'start-page.3f92dd8f.js'), 'export default 1;');
  await writeFile(join(dist, 'remoteEntry.js.br'), brotliCompressSync('var someRemote;'));
  await writeFile(join(dist, 'static', 'start-page.3f92dd8f.js.gz'), gzipSync('export default 1;'));
});

afterAll(() => rm(dist, { recursive: true, force: true }));

function teamServer(distDir: string) {
  const app = express();
  app.use('/remote', remoteStatic(distDir));
  app.use(notFoundHandler);
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

test.each(['mf-manifest.json', 'remoteEntry.js', 'federation.json', 'texts.json'])('/remote/%s is served with no-cache', async (file) => {
  const response = await request(teamServer(dist)).get(`/remote/${file}`);
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
});

test('hashed chunks are immutable', async () => {
  const response = await request(teamServer(dist)).get('/remote/static/start-page.3f92dd8f.js');
  expect(response.status).toBe(200);
  expect(response.text).toBe('export default 1;');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the build’s precompressed files go to browsers that take them, with the same caching', async () => {
  const entry = await request(teamServer(dist)).get('/remote/remoteEntry.js').set('Accept-Encoding', 'gzip, deflate, br');
  expect(entry.headers['content-encoding']).toBe('br');
  expect(entry.headers['cache-control']).toBe('no-cache');
  expect(entry.headers.vary).toBe('Accept-Encoding');
  expect(entry.text).toBe('var someRemote;');
  const chunk = await request(teamServer(dist)).get('/remote/static/start-page.3f92dd8f.js').set('Accept-Encoding', 'gzip, br');
  expect(chunk.headers['content-encoding']).toBe('gzip');
  expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(chunk.text).toBe('export default 1;');
});

test('a missing file is a 404 error JSON', async () => {
  const response = await request(teamServer(dist)).get('/remote/nothing.js');
  expect(response.status).toBe(404);
  expect(response.body.error.code).toBe('not_found');
});

test('a remote not built at all is a 404 remote_not_built', async () => {
  const response = await request(teamServer(join(dist, 'no-such-dist'))).get('/remote/mf-manifest.json');
  expect(response.status).toBe(404);
  expect(response.body).toEqual({ error: { code: 'remote_not_built', message: expect.any(String) } });
});
