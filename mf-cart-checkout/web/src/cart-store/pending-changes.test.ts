import { aCart, aCartLine } from '../testing/fixtures';
import { applyPendingChanges, pendingAdditions, quantityInCart } from './pending-changes';

const lipstick = aCartLine({ code: '100001', quantity: 1 });
const serum = aCartLine({ code: '200001', quantity: 2 });
const gift = aCartLine({ code: '200001', quantity: 1, isGift: true });
const change = (id: string, items: Record<string, [number, number]>) => ({
  id,
  items: Object.fromEntries(Object.entries(items).map(([code, [previousQuantity, newQuantity]]) => [code, { previousQuantity, newQuantity }])),
});

describe('applyPendingChanges', () => {
  test('applies changes in order, the last one for a code winning', () => {
    const cart = applyPendingChanges(aCart({ items: [lipstick, serum] }), [
      change('a', { '200001': [2, 3] }),
      change('b', { '200001': [3, 7], '100001': [1, 2] }),
    ]);
    expect(cart.items.map((line) => [line.code, line.quantity])).toEqual([
      ['100001', 2],
      ['200001', 7],
    ]);
    expect(cart.pendingChanges.map((pending) => pending.id)).toEqual(['a', 'b']);
    expect(cart.isLoading).toBe(true);
  });

  test('drops lines at 0 and leaves gift lines as the server sent them', () => {
    const cart = applyPendingChanges(aCart({ items: [lipstick, serum, gift] }), [change('a', { '200001': [2, 0] })]);
    expect(cart.items).toEqual([lipstick, gift]);
  });

  test('without pending changes the cart is the server cart, not loading', () => {
    const server = aCart({ items: [lipstick], isLoading: true });
    expect(applyPendingChanges(server, [])).toEqual({ ...server, isLoading: false });
  });
});

describe('pendingAdditions and quantityInCart', () => {
  const cart = applyPendingChanges(aCart({ items: [lipstick] }), [
    change('a', { '300001': [0, 2] }),
    change('b', { '400001': [0, 1] }),
    change('c', { '400001': [1, 0] }),
  ]);

  test('codes without a line that a pending change brings above 0', () => {
    expect([...pendingAdditions(cart)]).toEqual([['300001', 2]]);
  });

  test('what the shopper has of a code: its line, its pending addition, or nothing', () => {
    expect(quantityInCart(cart, '100001')).toBe(1);
    expect(quantityInCart(cart, '300001')).toBe(2);
    expect(quantityInCart(cart, '400001')).toBe(0);
    expect(quantityInCart(aCart({ items: [gift] }), '200001')).toBe(0);
  });
});
