import { breakpointFor, breakpoints } from './breakpoints';

test('the minimum widths of the breakpoints', () => {
  expect(breakpoints).toEqual({
    micro: 320,
    tiny: 480,
    small: 768,
    medium: 992,
    large: 1200,
    huge: 1560,
    gigantic: 3120,
  });
});

test.each([
  [0, 'Init'],
  [319, 'Init'],
  [320, 'Micro'],
  [479, 'Micro'],
  [480, 'Tiny'],
  [767, 'Tiny'],
  [768, 'Small'],
  [991, 'Small'],
  [992, 'Medium'],
  [1199, 'Medium'],
  [1200, 'Large'],
  [1559, 'Large'],
  [1560, 'Huge'],
  [3119, 'Huge'],
  [3120, 'Gigantic'],
  [5000, 'Gigantic'],
])('%i px is %s', (width, expected) => {
  expect(breakpointFor(width)).toBe(expected);
});
