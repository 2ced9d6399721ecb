import { createHash, randomBytes } from 'node:crypto';
import { Sha256, startsWithZeroBits } from './sha256';

const hex = (words: Int32Array) => [...words].map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('');

/** The digest of `bytes`, written into the hasher's message as the solver writes it. */
function digestOf(hasher: Sha256, bytes: Uint8Array): string {
  hasher.message(bytes.length).set(bytes);
  return hex(hasher.hash(bytes.length));
}

test('the digest of every length up to three blocks is SHA-256’s', () => {
  const hasher = new Sha256();
  for (let length = 0; length <= 190; length += 1) {
    const message = randomBytes(length);
    expect(digestOf(hasher, message)).toBe(createHash('sha256').update(message).digest('hex'));
  }
  expect(digestOf(hasher, new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

test('only the first `length` bytes of the message are hashed, whatever follows them', () => {
  const hasher = new Sha256();
  hasher.message(40).set(new TextEncoder().encode('salt:12345-and-garbage'));
  expect(hex(hasher.hash('salt:12345'.length))).toBe(createHash('sha256').update('salt:12345').digest('hex'));
  hasher.message(40).set(new TextEncoder().encode('salt:9'));
  expect(hex(hasher.hash('salt:9'.length))).toBe(createHash('sha256').update('salt:9').digest('hex'));
});

test('leading zero bits are counted across words', () => {
  expect(startsWithZeroBits(Int32Array.of(0, 0x0fffffff), 36)).toBe(true);
  expect(startsWithZeroBits(Int32Array.of(0, 0x0fffffff), 37)).toBe(false);
  expect(startsWithZeroBits(Int32Array.of(0x00ffffff), 8)).toBe(true);
  expect(startsWithZeroBits(Int32Array.of(0x00ffffff), 9)).toBe(false);
  expect(startsWithZeroBits(Int32Array.of(-1), 0)).toBe(true);
  expect(startsWithZeroBits(Int32Array.of(0, 0), 64)).toBe(true);
});
