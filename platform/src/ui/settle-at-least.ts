export type Settled = 'fulfilled' | 'rejected';

/** How `work` settled, reported no sooner than `minMs` after the call (so feedback never flickers). */
export async function settleAtLeast(work: PromiseLike<unknown>, minMs: number): Promise<Settled> {
  const [outcome] = await Promise.all([
    Promise.resolve(work).then(
      (): Settled => 'fulfilled',
      (): Settled => 'rejected',
    ),
    new Promise<void>((resolve) => setTimeout(resolve, minMs)),
  ]);
  return outcome;
}
