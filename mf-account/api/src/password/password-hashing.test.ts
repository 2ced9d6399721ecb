import { accountRules } from '@storefront/platform';
import { createArgon2Hasher } from './password-hashing';

const cheap = createArgon2Hasher({ memoryCostKib: 1024, passes: 1 });

test('a hash is Argon2id with the chosen cost and one lane, salted, and verifies only its own password', async () => {
  const first = await cheap.hash('correct horse');
  const second = await cheap.hash('correct horse');
  expect(first).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  expect(second).not.toBe(first);
  expect(await cheap.verify(first, 'correct horse')).toBe(true);
  expect(await cheap.verify(first, 'correct horse ')).toBe(false);
  expect(await cheap.verify(first, 'Correct horse')).toBe(false);
});

test('needsRehash is true when memory, passes or lanes differ from today’s, and for what is not an Argon2 hash', async () => {
  const stored = await cheap.hash('secret-password');
  expect(cheap.needsRehash(stored)).toBe(false);
  expect(createArgon2Hasher({ memoryCostKib: 2048, passes: 1 }).needsRehash(stored)).toBe(true);
  expect(createArgon2Hasher({ memoryCostKib: 1024, passes: 2 }).needsRehash(stored)).toBe(true);
  expect(cheap.needsRehash(stored.replace('p=1', 'p=2'))).toBe(true);
  expect(cheap.needsRehash('not-a-hash')).toBe(true);
});

test('a password longer than the maximum is refused before any hashing, and never verifies', async () => {
  const tooLong = 'x'.repeat(accountRules.maxPasswordLength + 1);
  await expect(cheap.hash(tooLong)).rejects.toThrow(RangeError);
  const stored = await cheap.hash('x'.repeat(accountRules.maxPasswordLength));
  expect(await cheap.verify(stored, 'x'.repeat(accountRules.maxPasswordLength))).toBe(true);
  expect(await cheap.verify(stored, tooLong)).toBe(false);
});

test('a damaged stored hash does not verify (and does not throw)', async () => {
  expect(await cheap.verify('$argon2id$v=19$m=1024,t=1,p=1$broken', 'whatever')).toBe(false);
});
