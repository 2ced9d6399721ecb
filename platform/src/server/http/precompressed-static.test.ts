import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express, { type Express } from 'express';
import { encodingQuality, precompressedStatic } from './precompressed-static';

let root: string;
let dist: string;
let server: Server;
let baseUrl: string;

const script = `export const names = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => `name-${index}`))};\n`;
const stylesheet = `.box { color: red; }\n`.repeat(100);
const scriptName = 'chunk.0123abcd.js';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as sent (node:http decompresses nothing, unlike fetch and supertest). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${baseUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    call.on('error', reject);
    call.end();
  });
}

/** A server as the teams and the gateway have them: `compression` in front of the static files. */
function app(): Express {
  const served = express();
  served.use(compression());
  served.use(
    '/files',
    precompressedStatic(dist, { cacheControl: (path) => (path.endsWith('.js') ? 'public, max-age=31536000, immutable' : 'no-cache') }),
  );
  served.use('/strict', precompressedStatic(dist, { cacheControl: () => 'no-cache', fallthrough: false }));
  served.use((_req, res) => void res.status(404).json({ error: { code: 'not_found' } }));
  served.use((error: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) =>
    void res.status(error.status ?? 500).json({ error: { code: error.status === 404 ? 'not_found' : 'failed' } }),
  );
  return served;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'precompressed-static-'));
  dist = join(root, 'dist');
  await mkdir(join(dist, 'static'), { recursive: true });
  await writeFile(join(root, 'secret.txt'), 'outside the build');
  for (const [name, text] of [
    [scriptName, script],
    ['static/styles.css', stylesheet],
  ] as const) {
    await writeFile(join(dist, name), text);
    await writeFile(join(dist, `${name}.br`), brotliCompressSync(text));
    await writeFile(join(dist, `${name}.gz`), gzipSync(text, { level: 9 }));
  }
  // Only a gzip beside it, and one with nothing beside it (small, as the build leaves them).
  await writeFile(join(dist, 'gzip-only.json'), JSON.stringify({ script }));
  await writeFile(join(dist, 'gzip-only.json.gz'), gzipSync(JSON.stringify({ script })));
  await writeFile(join(dist, 'small.js'), 'console.log(1);');
  server = app().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('choosing the encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['BR;q=1.0', 'br'],
    ['gzip, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['', 'identity'],
  ])('Accept-Encoding %j gets %s', async (acceptEncoding, expected) => {
    const answer = await get(`/files/${scriptName}`, acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding'] ?? 'identity').toBe(expected);
  });

  it('a browser taking neither gets the plain file, which `compression` may still deflate', async () => {
    const answer = await get(`/files/${scriptName}`, { 'Accept-Encoding': 'deflate' });
    expect(answer.headers['content-encoding']).toBe('deflate');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });

  it('reads q values, * and x-gzip as RFC 9110 says', () => {
    expect(encodingQuality('gzip, deflate, br', 'br')).toBe(1);
    expect(encodingQuality('gzip;q=0.8, br;q=0.4', 'br')).toBe(0.4);
    expect(encodingQuality('*;q=0.3', 'gzip')).toBe(0.3);
    expect(encodingQuality('x-gzip', 'gzip')).toBe(1);
    expect(encodingQuality('deflate', 'br')).toBe(0);
    expect(encodingQuality(undefined, 'gzip')).toBe(0);
    expect(encodingQuality('br;q=abc', 'br')).toBe(0);
    expect(encodingQuality('br;q=2', 'br')).toBe(0);
    expect(encodingQuality('br;level=1;q=0.5', 'br')).toBe(0.5);
  });
});

describe('what is sent', () => {
  it('brotli: the .br file as it is, with the plain file’s type and caching, its own length and Vary', async () => {
    const plain = await get(`/files/${scriptName}`);
    const answer = await get(`/files/${scriptName}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe(plain.headers['content-type']);
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(answer.headers['content-length'])).toBe((await stat(join(dist, `${scriptName}.br`))).size);
    expect(answer.body.length).toBe(Number(answer.headers['content-length']));
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    expect(answer.headers.etag).not.toBe(plain.headers.etag);
  });

  it('gzip: the .gz file, decompressing to the plain one', async () => {
    const answer = await get('/files/static/styles.css', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(answer.headers['content-length'])).toBe((await stat(join(dist, 'static/styles.css.gz'))).size);
    expect(gunzipSync(answer.body).toString()).toBe(stylesheet);
  });

  it('identity: the plain file, with Vary, and not compressed on the way by `compression`', async () => {
    const answer = await get(`/files/${scriptName}`, { 'Accept-Encoding': 'identity' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(script));
    expect(answer.body.toString()).toBe(script);
  });

  it('`compression` leaves a precompressed answer alone (one encoding, the file’s length)', async () => {
    const answer = await get(`/files/${scriptName}`, { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('falls back to gzip where the build wrote no brotli file', async () => {
    const answer = await get('/files/gzip-only.json', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(gunzipSync(answer.body).toString())).toEqual({ script });
  });

  it('sends a small file as it is', async () => {
    const answer = await get('/files/small.js', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('console.log(1);');
  });

  it('HEAD has the headers of the GET and no body', async () => {
    const answer = await get(`/files/${scriptName}`, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe((await stat(join(dist, `${scriptName}.br`))).size);
    expect(answer.body.length).toBe(0);
  });

  it('a query string does not get in the way', async () => {
    const answer = await get(`/files/${scriptName}?v=2`, { 'Accept-Encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
  });

  it('revalidation by ETag is per encoding', async () => {
    const first = await get(`/files/${scriptName}`, { 'Accept-Encoding': 'br' });
    const again = await get(`/files/${scriptName}`, { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    const asGzip = await get(`/files/${scriptName}`, { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) });
    expect(asGzip.status).toBe(200);
    expect(asGzip.headers['content-encoding']).toBe('gzip');
  });

  it('an unsatisfiable range of a brotli file is an error without a Content-Encoding', async () => {
    const answer = await get(`/files/${scriptName}`, { 'Accept-Encoding': 'br', Range: 'bytes=999999-' });
    expect(answer.status).toBe(416);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual({ error: { code: 'failed' } });
  });
});

describe('what is not sent', () => {
  it.each(['/files/nothing.js', '/files/static/', '/files/'])('%s is a 404', async (path) => {
    const answer = await get(path, { 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it.each([`/files/${scriptName}.br`, `/files/${scriptName}.gz`, '/files/static/styles.css%2Egz', '/strict/static/styles.css.br'])(
    'the precompressed file has no URL of its own: %s is a 404',
    async (path) => {
      const answer = await get(path, { 'Accept-Encoding': 'br, gzip' });
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toContain('not_found');
    },
  );

  it.each(['/files/../secret.txt', '/files/%2e%2e/secret.txt', '/files/..%2fsecret.txt', '/files/static/..%2f..%2fsecret.txt', '/strict/..%2fsecret.txt'])(
    'no path out of the folder: %s',
    async (path) => {
      const answer = await get(path, { 'Accept-Encoding': 'br, gzip' });
      expect([403, 404]).toContain(answer.status);
      expect(answer.body.toString()).not.toContain('outside the build');
    },
  );

  it('a missing file without fallthrough is a 404 error for the error handler', async () => {
    const answer = await get('/strict/nothing.js', { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body.toString())).toEqual({ error: { code: 'not_found' } });
  });
});
