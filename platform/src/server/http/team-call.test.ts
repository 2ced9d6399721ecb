import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpHeaders } from '../../pages/page-types';
import { verifyIdentity } from '../identity';
import { callTeam, postAsService } from './team-call';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl: string;
let received: Received[];
let answer: (res: ServerResponse) => void;

beforeEach(async () => {
  received = [];
  answer = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('a GET carries the identity, asks for JSON and a plain answer, and gives the parsed body', async () => {
  expect(await callTeam({ url: `${baseUrl}/internal/stock?codes=123456`, identity: 'signed', timeoutMs: 2_000 })).toEqual({
    kind: 'answered',
    status: 200,
    body: { ok: true },
  });
  expect(received[0]).toMatchObject({ method: 'GET', url: '/internal/stock?codes=123456', body: '' });
  expect(received[0]!.headers).toMatchObject({ [httpHeaders.identity]: 'signed', accept: 'application/json', 'accept-encoding': 'identity' });
  expect(received[0]!.headers['content-type']).toBeUndefined();
});

test('a POST sends its JSON; an empty 2xx is answered with a null body', async () => {
  answer = (res) => res.writeHead(204).end();
  expect(await callTeam({ url: `${baseUrl}/internal/order-events`, identity: 'signed', method: 'POST', json: { a: 1 }, timeoutMs: 2_000 })).toEqual({
    kind: 'answered',
    status: 204,
    body: null,
  });
  expect(received[0]).toMatchObject({ method: 'POST', body: '{"a":1}' });
  expect(received[0]!.headers['content-type']).toBe('application/json');
});

test('any other status is a refusal with its status', async () => {
  answer = (res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{}}');
  expect(await callTeam({ url: `${baseUrl}/x`, identity: 'signed', timeoutMs: 2_000 })).toEqual({ kind: 'refused', status: 404 });
});

test('a body that is not JSON, a server that is gone and one too slow all fail, without throwing', async () => {
  answer = (res) => res.writeHead(200).end('<html>');
  expect(await callTeam({ url: `${baseUrl}/x`, identity: 'signed', timeoutMs: 2_000 })).toMatchObject({ kind: 'failed' });

  // Headers in time, the body too late: the time limit covers the body.
  answer = (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"slow":');
    setTimeout(() => res.end('true}'), 1_000).unref();
  };
  const started = Date.now();
  expect(await callTeam({ url: `${baseUrl}/x`, identity: 'signed', timeoutMs: 100 })).toMatchObject({ kind: 'failed' });
  expect(Date.now() - started).toBeLessThan(900);

  const gone = baseUrl;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  expect(await callTeam({ url: `${gone}/x`, identity: 'signed', timeoutMs: 2_000 })).toMatchObject({ kind: 'failed', reason: expect.any(String) });
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

describe('postAsService', () => {
  class Refused extends Error {}
  const post = (url: string) =>
    postAsService({
      caller: 'social',
      receiver: 'the catalog',
      url,
      json: { summaries: [1] },
      identitySecret: 'team-call-secret',
      timeoutMs: 2_000,
      now: () => 1_000,
      failure: (message) => new Refused(message),
    });

  test("posts the JSON as the caller's own service, nobody behind it, and resolves on a 2xx", async () => {
    answer = (res) => res.writeHead(204).end();
    await expect(post(`${baseUrl}/internal/review-summaries`)).resolves.toBeUndefined();
    const [call] = received;
    expect([call!.method, call!.url, JSON.parse(call!.body)]).toEqual(['POST', '/internal/review-summaries', { summaries: [1] }]);
    const identity = verifyIdentity(call!.headers[httpHeaders.identity] as string, 'team-call-secret', 1_000);
    expect(identity).toMatchObject({ service: 'social', userId: null, issuedAt: 1_000 });
  });

  test("rejects with the caller's own error when the receiver refuses or does not answer", async () => {
    answer = (res) => res.writeHead(503).end();
    await expect(post(`${baseUrl}/internal/review-summaries`)).rejects.toThrow(new Refused('the catalog answered 503'));
    const dead = `${baseUrl}/x`;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    const error = await post(dead).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Refused);
    expect((error as Error).message).toMatch(/^the catalog did not answer: /);
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
});
