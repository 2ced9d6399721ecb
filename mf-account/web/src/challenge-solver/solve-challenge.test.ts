import { createHash, webcrypto } from 'node:crypto';
import type { AuthenticationChallenge } from '@storefront/platform';
import { hasLeadingZeroBits, solveChallenge } from './solve-challenge';

const digest = (data: Uint8Array<ArrayBuffer>) => webcrypto.subtle.digest('SHA-256', data);
/** The same hash without the async crypto queue: quick under a loaded CI machine when a test needs many batches. */
const quickDigest = async (data: Uint8Array<ArrayBuffer>) => Uint8Array.from(createHash('sha256').update(data).digest()).buffer;
const challenge = (difficultyBits: number): AuthenticationChallenge => ({
  algorithm: 'SHA-256',
  salt: 'c2FsdA',
  difficultyBits,
  token: 'signed-token',
  expiresAt: '2030-01-01T00:00:00Z',
});

test('counts leading zero bits across bytes', () => {
  expect(hasLeadingZeroBits(Uint8Array.of(0, 0b0001_1111), 11)).toBe(true);
  expect(hasLeadingZeroBits(Uint8Array.of(0, 0b0001_1111), 12)).toBe(false);
  expect(hasLeadingZeroBits(Uint8Array.of(0b1000_0000), 0)).toBe(true);
  expect(hasLeadingZeroBits(Uint8Array.of(0, 0), 16)).toBe(true);
  expect(hasLeadingZeroBits(Uint8Array.of(0), 9)).toBe(false);
});

test('answers token.nonce whose hash has the asked zero bits, the first such nonce', async () => {
  const answer = await solveChallenge(challenge(10), { digest, batchSize: 64 });
  const [token, nonce] = answer.split('.');
  expect(token).toBe('signed-token');
  expect(nonce).toMatch(/^\d+$/);
  const hash = createHash('sha256').update(`c2FsdA:${nonce}`).digest();
  expect(hasLeadingZeroBits(hash, 10)).toBe(true);
  for (let smaller = 0; smaller < Number(nonce); smaller += 1) {
    expect(hasLeadingZeroBits(createHash('sha256').update(`c2FsdA:${smaller}`).digest(), 10)).toBe(false);
  }
});

test('gives the page its turn between batches', async () => {
  const yieldToPage = jest.fn(() => Promise.resolve());
  const answer = await solveChallenge(challenge(10), { digest: quickDigest, batchSize: 16, yieldToPage });
  const nonce = Number(answer.split('.')[1]);
  expect(nonce).toBeGreaterThanOrEqual(16);
  expect(yieldToPage).toHaveBeenCalledTimes(Math.floor(nonce / 16));
});

test('stops when aborted', async () => {
  const controller = new AbortController();
  const solving = solveChallenge(challenge(64), {
    digest,
    batchSize: 8,
    signal: controller.signal,
    yieldToPage: async () => controller.abort(),
  });
  await expect(solving).rejects.toThrow();
});
