import { seededRandom } from './seeded-random';

test('the same seed gives the same numbers, another seed others, all in [0, 1)', () => {
  const draw = (seed: number) => {
    const next = seededRandom(seed);
    return Array.from({ length: 1000 }, () => next());
  };
  const first = draw(42);
  expect(draw(42)).toEqual(first);
  expect(draw(43)).not.toEqual(first);
  expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  // Spread over the interval: each tenth of it gets about a tenth of a thousand draws.
  const tenths = Array.from({ length: 10 }, (_, tenth) => first.filter((value) => Math.floor(value * 10) === tenth).length);
  expect(Math.min(...tenths)).toBeGreaterThan(60);
});

test('mulberry32’s own sequence: the demo catalog made from a seed stays the same catalog', () => {
  const next = seededRandom(1);
  // mulberry32(1)'s first three outputs as 32-bit integers (its first is the often quoted 0.6270739405881613).
  expect([next(), next(), next()].map((value) => value * 4294967296)).toEqual([2693262067, 11749833, 2265367787]);
});
