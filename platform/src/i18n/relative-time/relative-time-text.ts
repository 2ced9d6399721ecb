import type { Culture } from '../../app-shell/types';
import type { Translate } from '../translate';

/** How long ago something happened, in the steps a notification shows: just now, counted units, a week, a year. */
export type TimeAgo =
  | { kind: 'just-now' }
  | { kind: 'a-week' }
  | { kind: 'a-year' }
  | { kind: 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'; count: number };

const minuteMs = 60_000;

function addUtcMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(date);
  moved.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return moved;
}

/** Whole calendar months from `then` to `now` (31 Jan → 28 Feb is one month). */
function monthsBetween(then: Date, now: Date): number {
  const months = (now.getUTCFullYear() - then.getUTCFullYear()) * 12 + now.getUTCMonth() - then.getUTCMonth();
  return addUtcMonths(then, months) > now ? months - 1 : months;
}

export function timeAgo(then: Date, now: Date): TimeAgo {
  const elapsedMs = now.getTime() - then.getTime();
  // A clock a little ahead of ours gives a time in the future: that is "just now" too.
  if (elapsedMs <= 2 * minuteMs) return { kind: 'just-now' };
  const minutes = Math.floor(elapsedMs / minuteMs);
  if (minutes < 60) return { kind: 'minute', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { kind: 'hour', count: hours };
  const days = Math.floor(hours / 24);
  if (days < 7) return { kind: 'day', count: days };
  if (days < 14) return { kind: 'a-week' };
  const months = monthsBetween(then, now);
  if (months < 1) return { kind: 'week', count: Math.floor(days / 7) };
  if (months < 12) return { kind: 'month', count: months };
  if (months < 24) return { kind: 'a-year' };
  return { kind: 'year', count: Math.floor(months / 12) };
}

const formats = new Map<Culture, Intl.RelativeTimeFormat>();
function formatFor(culture: Culture): Intl.RelativeTimeFormat {
  let format = formats.get(culture);
  if (!format) {
    // 'always': "1 day ago", never "yesterday": counted steps are always counted.
    format = new Intl.RelativeTimeFormat(culture, { numeric: 'always', style: 'long' });
    formats.set(culture, format);
  }
  return format;
}

/** How long ago, in words in the shopper's language; counted steps use the language's own plural forms. */
export function relativeTimeText(then: Date, now: Date, culture: Culture, t: Translate): string {
  const ago = timeAgo(then, now);
  switch (ago.kind) {
    case 'just-now':
      return t('/Common/Time/JustNow');
    case 'a-week':
      return t('/Common/Time/AWeekAgo');
    case 'a-year':
      return t('/Common/Time/AYearAgo');
    default:
      return formatFor(culture).format(-ago.count, ago.kind);
  }
}
