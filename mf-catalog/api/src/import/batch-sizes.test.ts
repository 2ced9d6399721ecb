import { batchesLasting, fixedBatches } from './batch-sizes';

/** Sizes a run of batches takes when each product costs `perProductMs` and each batch `fixedMs` more. */
function sizesOver(batches: number, perProductMs: (batch: number) => number, fixedMs = 0, target = 40) {
  const sizes = batchesLasting(target, { first: 10, least: 2, most: 200 });
  const seen: number[] = [];
  for (let batch = 0; batch < batches; batch++) {
    const size = sizes.next();
    seen.push(size);
    sizes.took(size, fixedMs + size * perProductMs(batch));
  }
  return seen;
}

describe('batchesLasting', () => {
  test('settles on the size whose batch lasts the target, its fixed cost included', () => {
    // 4 ms a product and 8 ms a batch: 8 products make 40 ms.
    expect(sizesOver(12, () => 4, 8).slice(-3)).toEqual([8, 8, 8]);
  });

  test('follows products that grow dearer as the tables grow', () => {
    const seen = sizesOver(40, (batch) => (batch < 20 ? 2 : 8));
    expect(seen[19]).toBe(20);
    expect(seen.at(-1)).toBe(5);
  });

  test('one slow batch only halves the way to a smaller size', () => {
    const sizes = batchesLasting(40, { first: 20 });
    sizes.took(20, 400);
    expect(sizes.next()).toBe(11);
  });

  test('stays within its bounds, and a batch of nothing (only failed rows) changes nothing', () => {
    const sizes = batchesLasting(40, { first: 10, least: 2, most: 50 });
    for (let i = 0; i < 3; i++) sizes.took(sizes.next(), 10_000);
    expect(sizes.next()).toBe(2);
    for (let i = 0; i < 20; i++) sizes.took(sizes.next(), 0);
    expect(sizes.next()).toBe(50);
    sizes.took(0, 10_000);
    expect(sizes.next()).toBe(50);
  });
});

describe('fixedBatches', () => {
  test('always the size it was given', () => {
    const sizes = fixedBatches(25);
    sizes.took(25, 10_000);
    expect(sizes.next()).toBe(25);
  });
});
