import type { AuthenticationChallenge } from '@storefront/platform';

export interface SolveOptions {
  digest(data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
  /** Hashes per batch; between batches the page gets the main thread back. */
  batchSize?: number;
  /** Gives the page its turn (input, rendering) between batches. */
  yieldToPage?: () => Promise<void>;
  signal?: AbortSignal;
}

const defaultBatchSize = 256;
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

/**
 * The second-stage challenge (AuthenticationChallenge): finds a nonce whose SHA-256(`salt:nonce`) starts with
 * `difficultyBits` zero bits and answers `${token}.${nonce}` (the token the next login attempt carries). Works in
 * small batches so typing and screen readers stay responsive while it runs.
 */
export async function solveChallenge(challenge: AuthenticationChallenge, options: SolveOptions): Promise<string> {
  const { digest, batchSize = defaultBatchSize, yieldToPage = nextTask, signal } = options;
  const encoder = new TextEncoder();
  for (let start = 0; ; start += batchSize) {
    signal?.throwIfAborted();
    const nonces = Array.from({ length: batchSize }, (_, offset) => start + offset);
    const hashes = await Promise.all(
      nonces.map(async (nonce) => new Uint8Array(await digest(encoder.encode(`${challenge.salt}:${nonce}`) as Uint8Array<ArrayBuffer>))),
    );
    const found = hashes.findIndex((hash) => hasLeadingZeroBits(hash, challenge.difficultyBits));
    if (found >= 0) return `${challenge.token}.${nonces[found]!}`;
    await yieldToPage();
  }
}
