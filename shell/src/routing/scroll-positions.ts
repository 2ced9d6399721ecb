/** Where the visitor was on each history entry, so back and forward return there. */
const positions = new Map<string, number>();
const limit = 100;

export const scrollPositions = {
  save(key: string, y: number): void {
    positions.delete(key);
    positions.set(key, y);
    if (positions.size > limit) positions.delete(positions.keys().next().value as string);
  },
  get: (key: string): number | undefined => positions.get(key),
};
