import { RecentTokens } from './recent-tokens';

test('remembers at most 20 tokens, forgetting the oldest first', () => {
  const tokens = new RecentTokens();
  for (let i = 1; i <= 21; i++) tokens.remember(`t${i}`);
  expect(tokens.size).toBe(20);
  expect(tokens.has('t1')).toBe(false);
  expect(tokens.has('t2')).toBe(true);
  expect(tokens.has('t21')).toBe(true);
});

test('remembering a known token again does not push another one out', () => {
  const tokens = new RecentTokens(2);
  tokens.remember('a');
  tokens.remember('b');
  tokens.remember('a');
  expect(tokens.has('a')).toBe(true);
  expect(tokens.has('b')).toBe(true);
});
