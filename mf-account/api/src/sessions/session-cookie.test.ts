import type { Request } from 'express';
import { sessionTokenOf } from './session-cookie';

const withCookie = (cookie?: string) => ({ get: (name: string) => (name.toLowerCase() === 'cookie' ? cookie : undefined) }) as unknown as Request;
const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

test('the session token is read from the Cookie header among other cookies', () => {
  expect(sessionTokenOf(withCookie(`session=${token}`))).toBe(token);
  expect(sessionTokenOf(withCookie(`csrf=abc; session=${token}; visitor=v-1`))).toBe(token);
  expect(sessionTokenOf(withCookie(`mysession=x; session =${token}`))).toBe(token);
});

test('no cookie, another cookie, or a value that cannot be a token gives null', () => {
  expect(sessionTokenOf(withCookie())).toBeNull();
  expect(sessionTokenOf(withCookie('visitor=v-1; mysession=abc'))).toBeNull();
  expect(sessionTokenOf(withCookie('session='))).toBeNull();
  expect(sessionTokenOf(withCookie('session=short'))).toBeNull();
  expect(sessionTokenOf(withCookie(`session=${token}'; DROP TABLE sessions`))).toBeNull();
});
