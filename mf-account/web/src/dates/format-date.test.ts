import { formatDate } from './format-date';

describe('formatDate', () => {
  test('writes a date the way the culture does', () => {
    expect(formatDate('2025-03-14T12:00:00Z', 'en-US')).toBe('March 14, 2025');
    expect(formatDate('2025-03-14T12:00:00Z', 'sv-SE')).toBe('14 mars 2025');
    expect(formatDate('2025-03-14T12:00:00Z', 'de-DE')).toBe('14. März 2025');
  });

  test('a calendar date is the same day in every time zone', () => {
    expect(formatDate('1990-05-17', 'en-US')).toBe('May 17, 1990');
    expect(formatDate('1900-01-01', 'nl-NL')).toBe('1 januari 1900');
  });

  test('something that is not a date is shown as it is', () => {
    expect(formatDate('soon', 'en-US')).toBe('soon');
  });
});
