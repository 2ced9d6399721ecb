import { createHash } from 'node:crypto';

/** How many zero bits SHA-256(`${salt}:${nonce}`) starts with: the proof of work's measure. */
export function proofOfWorkBits(salt: string, nonce: string): number {
  const digest = createHash('sha256').update(`${salt}:${nonce}`).digest();
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
