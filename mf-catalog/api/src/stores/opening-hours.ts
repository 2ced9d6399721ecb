import type { Culture } from '@storefront/platform';

export interface WeekRow {
  weekday: number;
  opens: string;
  closes: string;
}

/** The weekday (ISO, 1 Monday … 7 Sunday) and 'HH:MM' at `now` in a time zone. */
export function localTime(now: Date, timeZone: string): { weekday: number; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return { weekday, time: `${parts.hour}:${parts.minute}` };
}

const hhmm = (time: string) => time.slice(0, 5);

/** Whether the store is open at `now` in its own time zone, and today's hours as shown ('' when closed). */
export function openingState(week: WeekRow[], timeZone: string, now: Date): { isOpenNow: boolean; today?: WeekRow } {
  const { weekday, time } = localTime(now, timeZone);
  const today = week.find((day) => day.weekday === weekday);
  return { isOpenNow: !!today && time >= hhmm(today.opens) && time < hhmm(today.closes), ...(today ? { today } : {}) };
}

export function hoursText(day: WeekRow): string {
  return `${hhmm(day.opens)}–${hhmm(day.closes)}`;
}

/** Monday … Sunday in the culture's language. */
export function weekdayName(weekday: number, culture: Culture): string {
  // 2024-01-01 was a Monday.
  const name = new Intl.DateTimeFormat(culture, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lon - a.lon) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
