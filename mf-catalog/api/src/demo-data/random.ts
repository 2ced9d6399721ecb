import { seededRandom } from '@storefront/platform/server';

/** A seeded pseudo-random source (mulberry32): the demo catalog is the same for the same seed. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** An item chosen with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
}

export function createRandom(seed: number): Random {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample: (items, count) => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(0, i);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
    weighted: (items, weightOf) => {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0);
      let target = next() * total;
      for (const item of items) {
        target -= weightOf(item);
        if (target < 0) return item;
      }
      return pick(items);
    },
  };
}
