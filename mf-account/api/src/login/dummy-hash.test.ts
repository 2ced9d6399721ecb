import { cheapHasher } from '../testing/sessions';
import type { PasswordHasher } from '../password/password-hasher';
import { dummyHashFor, prepareDummyHash } from './dummy-hash';

test('one dummy hash per hasher, made with its cost, matching no password anyone would type', async () => {
  const dummy = await dummyHashFor(cheapHasher);
  expect(await dummyHashFor(cheapHasher)).toBe(dummy);
  expect(dummy).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  expect(await cheapHasher.verify(dummy, '')).toBe(false);
});

test('a hasher that refuses (a test double) neither throws at preparation nor keeps the failure', async () => {
  let calls = 0;
  const refusing: PasswordHasher = {
    hash: () => {
      calls += 1;
      throw new Error('no hasher here');
    },
    verify: async () => false,
    needsRehash: () => false,
  };
  expect(() => prepareDummyHash(refusing)).not.toThrow();
  await expect(dummyHashFor(refusing)).rejects.toThrow('no hasher here');
  await expect(dummyHashFor(refusing)).rejects.toThrow('no hasher here');
  expect(calls).toBeGreaterThanOrEqual(2);
});
