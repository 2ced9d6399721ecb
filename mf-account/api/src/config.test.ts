import { readConfig } from './config';
import { defaultChallengeDifficulty } from './login/challenge-difficulty';

const env = { IDENTITY_SECRET: 'x'.repeat(43) };

test('the challenge starts at 16 bits and stops at 25 unless told; a cap below the first step is the first step', () => {
  expect(readConfig(env).challengeDifficulty).toEqual(defaultChallengeDifficulty);
  expect(defaultChallengeDifficulty).toEqual({ first: 16, cap: 25 });
  expect(readConfig({ ...env, CHALLENGE_DIFFICULTY_BITS: '12', CHALLENGE_MAX_DIFFICULTY_BITS: '20' }).challengeDifficulty).toEqual({ first: 12, cap: 20 });
  expect(readConfig({ ...env, CHALLENGE_DIFFICULTY_BITS: '18', CHALLENGE_MAX_DIFFICULTY_BITS: '10' }).challengeDifficulty).toEqual({ first: 18, cap: 18 });
});

test('no identity secret, no server', () => {
  expect(() => readConfig({})).toThrow('IDENTITY_SECRET is not set');
});
