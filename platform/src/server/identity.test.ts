import { deriveKey, readIdentitySecret, serviceIdentity, signIdentity, verifyIdentity, type Identity } from './identity';

const identity: Identity = { userId: null, market: 'SE', culture: 'sv-SE', isStoreDevice: false, issuedAt: 1_000_000 };

test('a signed identity verifies with the same secret', () => {
  expect(verifyIdentity(signIdentity(identity, 's'), 's', 1_000_500)).toEqual(identity);
});

test('a forged, missing, malformed or stale identity is refused', () => {
  const header = signIdentity(identity, 's');
  const [body] = header.split('.');
  const forgedBody = Buffer.from(JSON.stringify({ ...identity, userId: 'admin' })).toString('base64url');
  expect(verifyIdentity(header, 'other', 1_000_500)).toBeNull();
  expect(verifyIdentity(`${forgedBody}.${header.split('.')[1]}`, 's', 1_000_500)).toBeNull();
  expect(verifyIdentity(undefined, 's')).toBeNull();
  expect(verifyIdentity(`${body}`, 's')).toBeNull();
  expect(verifyIdentity(header, 's', 1_000_000 + 61_000)).toBeNull();
  expect(verifyIdentity(`${header}.extra`, 's', 1_000_500)).toBeNull();
});

test('the secret comes from IDENTITY_SECRET only: missing or short, the process refuses to start', () => {
  const secret = 'a'.repeat(43);
  expect(readIdentitySecret({ IDENTITY_SECRET: secret })).toBe(secret);
  expect(() => readIdentitySecret({})).toThrow(/IDENTITY_SECRET is not set/);
  expect(() => readIdentitySecret({ IDENTITY_SECRET: '' })).toThrow(/IDENTITY_SECRET is not set/);
  expect(() => readIdentitySecret({ IDENTITY_SECRET: 'dev-identity-secret-change-me' })).toThrow(/too short/);
});

test('keys derived for two purposes differ from each other and from the secret', () => {
  const a = deriveKey('s'.repeat(43), 'login-challenge');
  expect(a).toHaveLength(32);
  expect(a.equals(deriveKey('s'.repeat(43), 'login-challenge'))).toBe(true);
  expect(a.equals(deriveKey('s'.repeat(43), 'unlock-link'))).toBe(false);
  expect(a.toString('utf8')).not.toContain('s'.repeat(43));
});

test('a service identity names its service and whom it acts for, and is issued now', () => {
  expect(serviceIdentity('account', { userId: 'm-1', culture: 'en-US', market: 'SE' }, 5)).toEqual({
    userId: 'm-1',
    market: 'SE',
    culture: 'en-US',
    isStoreDevice: false,
    service: 'account',
    issuedAt: 5,
  });
});
