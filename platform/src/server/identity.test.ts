import { signIdentity, verifyIdentity, type Identity } from './identity';

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
});
