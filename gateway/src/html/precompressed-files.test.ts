import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import pino from 'pino';
import { errorHandler, notFoundHandler, remoteStatic } from '@storefront/platform/server';
import type { Gateway } from '../app';
import { makeShellDist, testGateway } from '../testing/gateway-harness';

// The gateway as it runs: its `compression` in front of the shell's files and of the proxied remotes, and a team
// server as the teams have it (`compression`, then the remote's files at /remote).

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const shellChunk = 'main.0123abcdef.js';
const shellText = `/* shell */ ${'window.shell = (window.shell || 0) + 1;\n'.repeat(80)}`;
const remoteChunk = '__federation_expose_CategoryPage.0f1e2d3c.js';
const remoteText = `/* catalog */ ${'export const category = "makeup";\n'.repeat(80)}`;
const remoteEntryText = `var catalog = ${JSON.stringify('x'.repeat(3000))};`;

let shell: ReturnType<typeof makeShellDist>;
let teamDist: string;
let teamServer: Server;
let gateway: Gateway;
let gatewayServer: Server;
let gatewayUrl: string;

/** Writes a file as the build does: the file, its .br and its .gz. */
function writeBuilt(folder: string, name: string, text: string): void {
  writeFileSync(join(folder, name), text);
  writeFileSync(join(folder, `${name}.br`), brotliCompressSync(text));
  writeFileSync(join(folder, `${name}.gz`), gzipSync(text, { level: 9 }));
}

/** The bytes as the gateway sends them (node:http decompresses nothing). */
function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${gatewayUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    call.on('error', reject);
    call.end();
  });
}

function listen(app: express.Express): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  shell = makeShellDist();
  writeBuilt(shell.path, shellChunk, shellText);
  teamDist = mkdtempSync(join(tmpdir(), 'gateway-remote-'));
  writeBuilt(teamDist, remoteChunk, remoteText);
  writeBuilt(teamDist, 'remoteEntry.js', remoteEntryText);
  const team = express();
  team.use(compression());
  team.use('/remote', remoteStatic(teamDist));
  team.use(notFoundHandler);
  team.use(errorHandler(pino({ level: 'silent' })));
  teamServer = await listen(team);
  gateway = testGateway(urlOf(teamServer), shell.path);
  gatewayServer = await listen(gateway.app);
  gatewayUrl = urlOf(gatewayServer);
});

afterAll(async () => {
  gateway.stop();
  await Promise.all([gatewayServer, teamServer].map((server) => new Promise((resolve) => server.close(resolve))));
  shell.remove();
  rmSync(teamDist, { recursive: true, force: true });
});

describe.each([
  ['the shell', `/shell/${shellChunk}`, () => join(shell.path, shellChunk), shellText],
  ['a remote, through the proxy', `/remotes/catalog/${remoteChunk}`, () => join(teamDist, remoteChunk), remoteText],
])('%s', (_what, path, file, text) => {
  it('Accept-Encoding with br (as browsers send it): the build’s .br file, byte for byte', async () => {
    const answer = await get(path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.equals(readFileSync(`${file()}.br`))).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.body).toString()).toBe(text);
  });

  it('gzip only: the .gz file', async () => {
    const answer = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(readFileSync(`${file()}.gz`))).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(answer.body).toString()).toBe(text);
  });

  it('no encoding asked for: the plain file', async () => {
    const answer = await get(path);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(text);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(text));
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });

  it('the .br file has no URL of its own', async () => {
    const answer = await get(`${path}.br`, { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body.toString()).error.code).toBe('not_found');
  });
});

it('the remote entry comes as brotli and is still revalidated on every load', async () => {
  const answer = await get('/remotes/catalog/remoteEntry.js', { 'Accept-Encoding': 'br' });
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.headers['cache-control']).toBe('no-cache');
  expect(brotliDecompressSync(answer.body).toString()).toBe(remoteEntryText);
});

it('a shell file the build did not precompress (too small) is sent as it is', async () => {
  const answer = await get('/shell/main.0123abcd.js', { 'Accept-Encoding': 'br, gzip' });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.body.toString()).toBe('console.log("shell");');
});

it.each(['/shell/nothing.0123abcd.js', '/remotes/catalog/nothing.0123abcd.js'])('%s, missing, is a 404', async (path) => {
  const answer = await get(path, { 'Accept-Encoding': 'br, gzip' });
  expect(answer.status).toBe(404);
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(answer.body.toString()).error.code).toBe('not_found');
});

describe('no path out of the shell build', () => {
  // A file beside the shell's folder, one `..` away.
  const secret = () => `${shell.path}-secret.txt`;
  const secretName = () => secret().slice(secret().lastIndexOf('/') + 1);
  beforeAll(() => writeBuilt(join(shell.path, '..'), secretName(), `top secret ${'x'.repeat(2000)}`));
  afterAll(() => ['', '.br', '.gz'].forEach((suffix) => rmSync(`${secret()}${suffix}`, { force: true })));

  it.each(['/shell/..%2f<secret>', '/shell/%2e%2e%2f<secret>', '/shell/x/..%2f..%2f<secret>', '/shell/..%5c<secret>'])(
    '%s',
    async (path) => {
      for (const acceptEncoding of ['br, gzip', 'gzip', 'identity']) {
        const answer = await get(path.replace('<secret>', secretName()), { 'Accept-Encoding': acceptEncoding });
        expect([400, 403, 404]).toContain(answer.status);
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.body.toString()).not.toContain('top secret');
      }
    },
  );
});

it('index.html is still only served through page URLs', async () => {
  const answer = await get('/shell/index.html', { 'Accept-Encoding': 'br, gzip' });
  expect(answer.status).toBe(404);
});
