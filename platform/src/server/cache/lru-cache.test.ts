import { Buffer } from 'node:buffer';
import { LruCache } from './lru-cache';

const bytes = (size: number) => Buffer.alloc(size);

test('the least recently used entry goes first, by count and by bytes', () => {
  const cache = new LruCache(2, 100);
  cache.set('a', bytes(10));
  cache.set('b', bytes(10));
  expect(cache.get('a')).toBeDefined();
  cache.set('c', bytes(10));
  expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
  cache.set('d', bytes(95));
  expect(cache.size).toBe(1);
  expect(cache.get('d')).toHaveLength(95);
});

test('setting a key again replaces it and counts its bytes once', () => {
  const cache = new LruCache(10, 30);
  cache.set('a', bytes(20));
  cache.set('a', bytes(20));
  cache.set('b', bytes(10));
  expect(cache.size).toBe(2);
});
