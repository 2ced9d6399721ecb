import { todayAsCalendarDate } from './calendar-date';

test('today as a calendar date is on the local calendar', () => {
  expect(todayAsCalendarDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
});
