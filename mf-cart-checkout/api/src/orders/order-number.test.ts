import { orderNumberOf, orderNumberPattern } from './order-number';

test('an order number is the market and eight digits', () => {
  expect(orderNumberOf('SE', 10_000_001)).toBe('SE10000001');
  expect(orderNumberOf('PL', 42)).toBe('PL00000042');
  expect(orderNumberOf('NL', 99_999_999)).toBe('NL99999999');
  for (const number of ['SE10000001', 'PL00000042']) expect(orderNumberPattern.test(number)).toBe(true);
  for (const number of ['XX10000001', 'SE1000001', 'se10000001', 'SE100000011']) expect(orderNumberPattern.test(number)).toBe(false);
});

test('a sequence value that does not fit eight digits is an error, never a longer or shorter number', () => {
  for (const value of [0, -1, 100_000_000, 1.5]) expect(() => orderNumberOf('SE', value)).toThrow(/from 1 to 99999999/);
});
