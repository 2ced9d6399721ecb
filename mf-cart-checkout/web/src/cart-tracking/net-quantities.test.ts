import { netQuantities } from './net-quantities';

describe('netQuantities', () => {
  test('sums the changes of each product: above 0 is added, below 0 removed', () => {
    expect(
      netQuantities([
        ['100001', 2],
        ['200001', -1],
        ['100001', 1],
        ['300001', -2],
        ['300001', 1],
      ]),
    ).toEqual({
      added: [{ code: '100001', quantity: 3 }],
      removed: [
        { code: '200001', quantity: 1 },
        { code: '300001', quantity: 1 },
      ],
    });
  });

  test('adding and then removing the same quantity cancels out', () => {
    expect(
      netQuantities([
        ['100001', 2],
        ['100001', -2],
      ]),
    ).toEqual({ added: [], removed: [] });
  });

  test('nothing is nothing', () => {
    expect(netQuantities([])).toEqual({ added: [], removed: [] });
  });
});
