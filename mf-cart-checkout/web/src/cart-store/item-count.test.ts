import { aCart, aCartLine } from '../testing/fixtures';
import { itemCountOf } from './item-count';
import { applyPendingChanges } from './pending-changes';

describe('itemCountOf', () => {
  test('adds the quantities of item lines, gift lines included', () => {
    const cart = aCart({
      items: [aCartLine({ quantity: 2 }), aCartLine({ code: '200001', quantity: 3 }), aCartLine({ code: '900001', quantity: 1, isGift: true })],
    });
    expect(itemCountOf(cart)).toBe(6);
  });

  test('leaves out express handling and gift wrapping', () => {
    const cart = aCart({
      items: [
        aCartLine({ quantity: 2 }),
        aCartLine({ code: 'EXPRESS', quantity: 1, isExpressHandling: true }),
        aCartLine({ code: 'GIFTWRAP', quantity: 1, isGiftWrapProduct: true }),
      ],
    });
    expect(itemCountOf(cart)).toBe(2);
  });

  test('counts additions still waiting for their line', () => {
    const cart = applyPendingChanges(aCart({ items: [aCartLine({ quantity: 1 })] }), [
      { id: 'a', items: { '300001': { previousQuantity: 0, newQuantity: 3 } } },
    ]);
    expect(itemCountOf(cart)).toBe(4);
  });

  test('is 0 without a cart', () => {
    expect(itemCountOf(null)).toBe(0);
  });
});
