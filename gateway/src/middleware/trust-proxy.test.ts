import { trustProxyFromEnv } from './trust-proxy';

test('TRUST_PROXY is off unless set, and takes Express’s forms', () => {
  expect(trustProxyFromEnv(undefined)).toBe(false);
  expect(trustProxyFromEnv('')).toBe(false);
  expect(trustProxyFromEnv('false')).toBe(false);
  expect(trustProxyFromEnv('true')).toBe(true);
  expect(trustProxyFromEnv('2')).toBe(2);
  expect(trustProxyFromEnv(' loopback, 10.0.0.0/8 ')).toBe('loopback, 10.0.0.0/8');
});
