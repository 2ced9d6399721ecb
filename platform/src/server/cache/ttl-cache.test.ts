import { TtlCache } from './ttl-cache';

test('an entry lives ttlMs, an empty value is kept too, and past maxEntries the oldest goes', () => {
  let clock = 0;
  const cache = new TtlCache<string | null>(1000, 2, () => clock);
  cache.set('unknown', null);
  expect(cache.get('unknown')).toEqual({ value: null });
  cache.set('a', 'A');
  cache.set('b', 'B');
  expect(cache.get('unknown')).toBeUndefined();
  expect(cache.size).toBe(2);
  clock = 999;
  expect(cache.get('a')).toEqual({ value: 'A' });
  clock = 1000;
  expect(cache.get('a')).toBeUndefined();
});
