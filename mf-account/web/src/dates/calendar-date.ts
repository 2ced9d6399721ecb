/** Today on the shopper's own calendar as `YYYY-MM-DD`, as a date input writes it (the latest birth date a form accepts). */
export function todayAsCalendarDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
