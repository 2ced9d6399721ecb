import type { Culture } from '@storefront/platform';

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(culture: Culture, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${culture}:${timeZone ?? 'local'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(culture, { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date in the shopper's culture. A calendar date (`YYYY-MM-DD`, a birth date) is the same day everywhere, so it is
 * read and written in UTC; a moment (an order's time) is shown on the shopper's own calendar.
 */
export function formatDate(value: string, culture: Culture): string {
  const isCalendarDate = calendarDate.test(value);
  const date = new Date(isCalendarDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return formatterFor(culture, isCalendarDate ? 'UTC' : undefined).format(date);
}
