// The bench's one definition of a percentile (nearest rank: always one of the measured values).

/** The p-th percentile of values sorted ascending. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The median of values in any order. */
export function median(values) {
  return percentile([...values].sort((a, b) => a - b), 50);
}
