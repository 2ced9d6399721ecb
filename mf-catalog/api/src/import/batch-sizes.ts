/** How many products the import puts in its next batch (one transaction), told how long each batch took. */
export interface BatchSizes {
  next(): number;
  took(products: number, ms: number): void;
}

/** Always `size` products (`--batch-size`, and PostgreSQL, which serves other connections beside a batch). */
export function fixedBatches(size: number): BatchSizes {
  return { next: () => size, took: () => undefined };
}

/**
 * A batch's time on the embedded database: while it runs, the catalog server answers nobody, so a shopper's request
 * that comes meanwhile waits up to this long before its own work starts.
 */
export const embeddedBatchMs = 40;

export interface BatchesLastingOptions {
  first?: number;
  least?: number;
  most?: number;
}

/**
 * Batches sized to last about `targetMs` each. A product's cost is not known beforehand: it differs by feed (shades,
 * sizes, tags) and grows with the tables (batches of 25 Sephora products took 60-200 ms in a running store). After each
 * batch the size moves halfway towards the one that would have taken `targetMs`, so one slow batch (an index's pending
 * entries merged) does not halve the next.
 */
export function batchesLasting(targetMs: number, { first = 10, least = 2, most = 200 }: BatchesLastingOptions = {}): BatchSizes {
  // Kept with its fraction, so that it does not stop a product short of the size that fits.
  let size = first;
  return {
    next: () => Math.round(size),
    took(products, ms) {
      if (products === 0) return;
      const fitting = (products * targetMs) / Math.max(ms, 1);
      size = Math.min(most, Math.max(least, (size + fitting) / 2));
    },
  };
}
