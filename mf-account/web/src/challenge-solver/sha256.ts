// SHA-256 (FIPS 180-4) in plain JavaScript for short messages: the challenge hashes millions of them in a browser, and
// one at a time through crypto.subtle costs a promise each (about 50,000 hashes/s in Chromium against 1.7 million here).

const roundConstants = Int32Array.of(
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
);
const initialState = Int32Array.of(0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19);

/**
 * One hasher, reused. `hash` answers the digest as 8 big-endian words, valid until its next call. A message is written
 * into `message` in place (its first `length` bytes), so hashing one nonce after another copies nothing.
 */
export class Sha256 {
  private readonly state = new Int32Array(8);
  private readonly schedule = new Int32Array(64);
  private padded = new Uint8Array(128);

  /** Room for a message of `length` bytes and its padding; write the message into it, then `hash(length)`. */
  message(length: number): Uint8Array {
    const size = Math.ceil((length + 9) / 64) * 64;
    if (this.padded.length < size) {
      const larger = new Uint8Array(size);
      larger.set(this.padded);
      this.padded = larger;
    }
    return this.padded;
  }

  hash(length: number): Int32Array {
    const blocks = Math.ceil((length + 9) / 64);
    const padded = this.message(length);
    padded[length] = 0x80;
    for (let index = length + 1; index < blocks * 64 - 4; index += 1) padded[index] = 0;
    const bitLength = length * 8;
    padded[blocks * 64 - 4] = bitLength >>> 24;
    padded[blocks * 64 - 3] = bitLength >>> 16;
    padded[blocks * 64 - 2] = bitLength >>> 8;
    padded[blocks * 64 - 1] = bitLength;
    this.state.set(initialState);
    for (let block = 0; block < blocks; block += 1) compress(this.state, this.schedule, padded, block * 64);
    return this.state;
  }
}

// The rotations are written out: this loop runs 64 times per hash, millions of times per challenge.
function compress(state: Int32Array, w: Int32Array, bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i += 1) {
    const at = offset + i * 4;
    w[i] = (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
  }
  for (let i = 16; i < 64; i += 1) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!, b = state[1]!, c = state[2]!, d = state[3]!, e = state[4]!, f = state[5]!, g = state[6]!, h = state[7]!;
  for (let i = 0; i < 64; i += 1) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + roundConstants[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/** True when the digest (as `Sha256.hash` answers it) starts with `bits` zero bits. */
export function startsWithZeroBits(digest: Int32Array, bits: number): boolean {
  let remaining = bits;
  for (let index = 0; remaining > 0; index += 1) {
    const word = digest[index]! >>> 0;
    if (remaining < 32) return word >>> (32 - remaining) === 0;
    if (word !== 0) return false;
    remaining -= 32;
  }
  return true;
}
