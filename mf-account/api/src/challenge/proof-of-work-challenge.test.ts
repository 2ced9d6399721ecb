import { createHash, createHmac } from 'node:crypto';
import { deriveKey, migrate, type Database } from '@storefront/platform/server';
import { accountMigrations } from '../db/account-database';
import { accountTestBackends } from '../testing/account-test-backends';
import { proofOfWorkBits } from './leading-zero-bits';
import { challengeKeyPurpose, challengeValidityMs, createProofOfWorkChallenge } from './proof-of-work-challenge';
import { solveChallenge } from './solve-challenge';

describe.each(accountTestBackends().map((backend) => [backend.name, backend] as const))('proof-of-work challenge on %s', (_name, backend) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let clock = Date.parse('2025-03-01T12:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    await migrate(db, accountMigrations);
  }, 60_000);
  afterAll(() => dispose());

  const provider = (secret = 'challenge-secret') => createProofOfWorkChallenge({ db, secret, now });

  test('a challenge carries its salt, difficulty and expiry, signed; a solution counts once', async () => {
    const challenge = await provider().issue(8);
    expect(challenge).toEqual({
      algorithm: 'SHA-256',
      salt: expect.stringMatching(/^[\w-]{22}$/),
      difficultyBits: 8,
      token: expect.stringContaining(challenge.salt),
      expiresAt: new Date(clock + challengeValidityMs).toISOString(),
    });
    const solution = solveChallenge(challenge);
    const nonce = solution.split('.').pop()!;
    expect(proofOfWorkBits(challenge.salt, nonce)).toBeGreaterThanOrEqual(8);
    expect(await provider().verify(solution, 8)).toBe(true);
    expect(await provider().verify(solution, 8)).toBe(false);
  });

  test('a solution easier than asked is refused, and stays good for what it proves', async () => {
    const solution = solveChallenge(await provider().issue(6));
    expect(await provider().verify(solution, 7)).toBe(false);
    expect(await provider().verify(solution, 6)).toBe(true);
  });

  test('two simultaneous uses of one solution: exactly one is accepted', async () => {
    const solution = solveChallenge(await provider().issue(8));
    const results = await Promise.all([provider().verify(solution, 8), provider().verify(solution, 8), provider().verify(solution, 8)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  test('a wrong nonce, a forged token, another secret, a changed difficulty or garbage is refused', async () => {
    const challenge = await provider().issue(12);
    const solution = solveChallenge(challenge);
    const [salt, bits, expires, signature, nonce] = solution.split('.') as [string, string, string, string, string];
    let wrongNonce = Number(nonce) + 1;
    while (proofOfWorkBits(salt, String(wrongNonce)) >= 12) wrongNonce++;
    expect(await provider().verify(`${challenge.token}.${wrongNonce}`, 12)).toBe(false);
    expect(await provider().verify([salt, '1', expires, signature, nonce].join('.'), 1)).toBe(false);
    expect(await provider().verify([salt, bits, String(Number(expires) + 60_000), signature, nonce].join('.'), 12)).toBe(false);
    expect(await provider('another-secret').verify(solution, 12)).toBe(false);
    for (const garbage of ['', 'x', `${challenge.token}`, `${challenge.token}.-1`, `${challenge.token}.1e5`, `${solution}.1`]) {
      expect(await provider().verify(garbage, 0)).toBe(false);
    }
    expect(await provider().verify(solution, 12)).toBe(true);
  });

  test('tokens are signed with the key derived for login challenges, never with the identity secret itself', async () => {
    const secret = 'challenge-secret';
    const signedWith = (key: string | Buffer, bits: number) => {
      const payload = `salt${bits}-${clock}.${bits}.${clock + 60_000}`;
      return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
    };
    const forged = signedWith(secret, 0);
    expect(await provider(secret).verify(solveChallenge({ salt: forged.split('.')[0]!, difficultyBits: 0, token: forged }), 0)).toBe(false);
    const derived = signedWith(deriveKey(secret, challengeKeyPurpose), 1);
    expect(await provider(secret).verify(solveChallenge({ salt: derived.split('.')[0]!, difficultyBits: 1, token: derived }), 1)).toBe(true);
  });

  test('a solution is refused once the challenge expired (5 minutes)', async () => {
    const solution = solveChallenge(await provider().issue(8));
    clock += challengeValidityMs + 1;
    expect(await provider().verify(solution, 8)).toBe(false);
  });

  test('used salts are forgotten once their challenge expired', async () => {
    const solution = solveChallenge(await provider().issue(8));
    expect(await provider().verify(solution, 8)).toBe(true);
    clock += challengeValidityMs + 1;
    expect(await provider().verify(solveChallenge(await provider().issue(8)), 8)).toBe(true);
    const salts = await db.query<{ salt: string }>('SELECT salt FROM used_challenges');
    expect(salts.map((row) => row.salt)).not.toContain(solution.split('.')[0]);
    expect(salts).toHaveLength(1);
  });
});

test('leading zero bits are counted across bytes, as the bit string of the digest shows', () => {
  const asBits = (text: string) => [...createHash('sha256').update(text).digest()].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  let sawMoreThanAByte = false;
  for (let nonce = 0; nonce < 3_000; nonce++) {
    const expected = asBits(`salt:${nonce}`).indexOf('1');
    expect(proofOfWorkBits('salt', String(nonce))).toBe(expected);
    sawMoreThanAByte ||= expected >= 8;
  }
  expect(sawMoreThanAByte).toBe(true);
});
