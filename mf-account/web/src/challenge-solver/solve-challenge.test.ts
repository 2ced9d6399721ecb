import { createHash } from 'node:crypto';
import type { AuthenticationChallenge } from '../../../contract/login';
import { hasLeadingZeroBits, solveChallenge } from './solve-challenge';

const challenge = (difficultyBits: number, salt = 'c2FsdA'): AuthenticationChallenge => ({
  algorithm: 'SHA-256',
  salt,
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
  for (const [bits, salt] of [[10, 'c2FsdA'], [12, 'a-salt-as-the-server-makes-it'], [1, 'x']] as const) {
    const answer = await solveChallenge(challenge(bits, salt), { batchSize: 64 });
    const [token, nonce] = answer.split('.');
    expect(token).toBe('signed-token');
    expect(nonce).toMatch(/^\d+$/);
    expect(hasLeadingZeroBits(createHash('sha256').update(`${salt}:${nonce}`).digest(), bits)).toBe(true);
    for (let smaller = 0; smaller < Number(nonce); smaller += 1) {
      expect(hasLeadingZeroBits(createHash('sha256').update(`${salt}:${smaller}`).digest(), bits)).toBe(false);
    }
  }
});

test('gives the page its turn between batches', async () => {
  const yieldToPage = jest.fn(() => Promise.resolve());
  const answer = await solveChallenge(challenge(10), { batchSize: 16, yieldToPage });
  const nonce = Number(answer.split('.')[1]);
  expect(nonce).toBeGreaterThanOrEqual(16);
  expect(yieldToPage).toHaveBeenCalledTimes(Math.floor(nonce / 16));
});

test('stops when aborted', async () => {
  const controller = new AbortController();
  const solving = solveChallenge(challenge(64), { batchSize: 8, signal: controller.signal, yieldToPage: async () => controller.abort() });
  await expect(solving).rejects.toThrow();
});
