/** The countdown ticks every second. */
export const countdownTickMs = 1000;

/** A countdown shows only for an end after the year 0001 (an unset date is 0001-01-01). */
export function isCountdownShown(endsAt: string): boolean {
  const end = new Date(endsAt);
  return !Number.isNaN(end.getTime()) && end.getUTCFullYear() > 1;
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  isOver: boolean;
}

/** Whole days, hours, minutes and seconds from `now` to `end` (milliseconds), never below zero. */
export function timeLeft(end: number, now: number): TimeLeft {
  const totalSeconds = Math.max(0, Math.ceil((end - now) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    isOver: totalSeconds === 0,
  };
}
