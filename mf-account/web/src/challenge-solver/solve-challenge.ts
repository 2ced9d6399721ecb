import type { AuthenticationChallenge } from '../../../contract/login';
import { Sha256, startsWithZeroBits } from './sha256';

export interface SolveOptions {
  /** Hashes per batch (about 10 ms in a browser); between batches the page gets the main thread back. */
  batchSize?: number;
  /** Gives the page its turn (input, rendering) between batches. */
  yieldToPage?: () => Promise<void>;
  signal?: AbortSignal;
}

const defaultBatchSize = 20_000;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** True when `hash` starts with `bits` zero bits. */
export function hasLeadingZeroBits(hash: Uint8Array, bits: number): boolean {
  const wholeBytes = Math.floor(bits / 8);
  for (let index = 0; index < wholeBytes; index += 1) if (hash[index] !== 0) return false;
  const rest = bits % 8;
  if (rest === 0) return true;
  const byte = hash[wholeBytes];
  return byte !== undefined && byte >> (8 - rest) === 0;
}

/** Writes `nonce` in decimal at `at`; returns where the message ends. */
function writeNonce(bytes: Uint8Array, at: number, nonce: number): number {
  let digits = 1;
  for (let rest = nonce; rest >= 10; rest = Math.floor(rest / 10)) digits += 1;
  for (let index = at + digits - 1, rest = nonce; index >= at; index -= 1, rest = Math.floor(rest / 10)) bytes[index] = 48 + (rest % 10);
  return at + digits;
}

/**
 * The second-stage challenge (AuthenticationChallenge): finds the first nonce whose SHA-256(`salt:nonce`) starts with
 * `difficultyBits` zero bits and answers `${token}.${nonce}` (the token the next attempt carries). Works in batches
 * so typing and screen readers stay responsive while it runs (2^bits hashes on average, 1.7 million a second in
 * Chromium on a slow machine: 16 bits take 40 ms, the 25-bit cap about 20 s).
 */
export async function solveChallenge(challenge: AuthenticationChallenge, options: SolveOptions = {}): Promise<string> {
  const { batchSize = defaultBatchSize, yieldToPage = nextTask, signal } = options;
  const prefix = new TextEncoder().encode(`${challenge.salt}:`);
  const hasher = new Sha256();
  // Room for the longest nonce (16 digits); the salt is written once.
  const message = hasher.message(prefix.length + 16);
  message.set(prefix);
  for (let start = 0; ; start += batchSize) {
    signal?.throwIfAborted();
    for (let nonce = start; nonce < start + batchSize; nonce += 1) {
      const length = writeNonce(message, prefix.length, nonce);
      if (startsWithZeroBits(hasher.hash(length), challenge.difficultyBits)) return `${challenge.token}.${nonce}`;
    }
    await yieldToPage();
  }
}
