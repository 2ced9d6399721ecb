import type { CartLine } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { takeStockFor } from './place-order';

const line = (code: string, quantity: number, isGift = false) =>
  ({ code, quantity, isGift, brandName: 'Lumière', entryName: `Product ${code}`, displayName: '' }) as unknown as CartLine;

/** A transaction that records the codes whose stock is taken, in order; `soldOut` codes have none left. */
function recordingTransaction(soldOut: string[] = []) {
  const taken: string[] = [];
  const tx: Queryable = {
    query: async <Row>(sql: string, params: unknown[] = []) => {
      const [code] = params as [string];
      if (!sql.startsWith('UPDATE online_stock')) return [{ available: 0 }] as Row[];
      taken.push(code);
      return (soldOut.includes(code) ? [] : [{ available: 5 }]) as Row[];
    },
    exec: async () => undefined,
  };
  return { tx, taken };
}

test('stock is taken in code order, gifts among the goods, so that concurrent orders lock rows in one order', async () => {
  const { tx, taken } = recordingTransaction();
  const items = [line('300003', 1), line('100001', 2), line('200002', 1, true), line('300003', 1), line('100001', 1, true)];
  const lines = await takeStockFor(tx, items, 'sv-SE');
  expect(taken).toEqual(['100001', '100001', '200002', '300003']);
  expect(lines.map((each) => [each.code, each.quantity, each.isGift])).toEqual([
    ['300003', 1, false],
    ['100001', 2, false],
    ['300003', 1, false],
    ['100001', 1, true],
    ['200002', 1, true],
  ]);
});

test('a gift with none left is left out; goods with none left refuse the order', async () => {
  const gone = recordingTransaction(['200002']);
  const lines = await takeStockFor(gone.tx, [line('100001', 1), line('200002', 1, true)], 'sv-SE');
  expect(lines.map((each) => each.code)).toEqual(['100001']);
  const soldOut = recordingTransaction(['100001']);
  await expect(takeStockFor(soldOut.tx, [line('100001', 1), line('200002', 1, true)], 'sv-SE')).rejects.toThrow(/slutsåld/);
});
