import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { forgetChangedSessions } from './session-changes';
import type { SessionResolver } from './session-resolver';

function setUp() {
  const forgotten: string[] = [];
  const resolver = { forget: (token: string) => forgotten.push(token) } as unknown as SessionResolver;
  return { forgotten, forget: forgetChangedSessions(resolver) };
}

const requestWithCookie = (token?: string) => ({ cookies: token ? { session: token } : {} }) as unknown as Request;
const answer = (headers: IncomingMessage['headers']) => ({ headers }) as IncomingMessage;

test('an answer that says the session changed drops the request’s session and any it sets, and loses the header', () => {
  const { forgotten, forget } = setUp();
  const proxyRes = answer({ 'x-session-changed': '1', 'set-cookie': ['session=new%2Dtoken; Path=/; HttpOnly', 'other=1; Path=/'] });
  forget(requestWithCookie('old-token'), proxyRes);
  expect(forgotten).toEqual(['old-token', 'new-token']);
  expect(proxyRes.headers['x-session-changed']).toBeUndefined();
});

test('an answer that says nothing leaves the sessions alone, whatever its path or cookies', () => {
  const { forgotten, forget } = setUp();
  forget(requestWithCookie('old-token'), answer({ 'set-cookie': ['session=new-token; Path=/'] }));
  expect(forgotten).toEqual([]);
});
