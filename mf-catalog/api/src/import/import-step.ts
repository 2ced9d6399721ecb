/**
 * One short piece of an import's work (a batch, one ANALYZE, one swap of search data), after which it gives way.
 * Resolves with the time the work took, not counting the wait that followed.
 */
export type ImportStep = (work: () => Promise<unknown>) => Promise<number>;

/** Runs each step, then `giveWay` (ImportOptions.giveWay), telling it how long the step took. */
export function stepsGivingWay(giveWay?: (lastStepMs: number) => Promise<void>): ImportStep {
  return async (work) => {
    const started = performance.now();
    await work();
    const ms = performance.now() - started;
    await giveWay?.(ms);
    return ms;
  };
}
