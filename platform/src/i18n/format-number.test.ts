import { formatNumber } from './format-number';

describe('formatNumber', () => {
  test('groups digits the way each culture does, with plain spaces', () => {
    expect(formatNumber(1000, 'sv-SE')).toBe('1 000');
    expect(formatNumber(12472, 'fi-FI')).toBe('12 472');
    expect(formatNumber(1000, 'de-DE')).toBe('1.000');
    expect(formatNumber(1000, 'en-US')).toBe('1,000');
    expect(formatNumber(999, 'da-DK')).toBe('999');
  });
});
