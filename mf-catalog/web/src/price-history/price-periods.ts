import type { Money, PriceHistoryDay } from '@storefront/platform';

export interface PricePeriod {
  from: string;
  to: string;
  price: Money;
}

/** Runs of days at the same price, oldest first: the table beside the chart. */
export function pricePeriods(days: PriceHistoryDay[]): PricePeriod[] {
  const periods: PricePeriod[] = [];
  for (const day of days) {
    const last = periods.at(-1);
    if (last && last.price.amount === day.price.amount) last.to = day.date;
    else periods.push({ from: day.date, to: day.date, price: day.price });
  }
  return periods;
}

const width = 320;
const height = 96;
const padding = 8;

/** The chart's step line through the days' prices, in a `width` × `height` box, and where today's point is. */
export function chartPath(days: PriceHistoryDay[], lowest: number, highest: number): { path: string; today: { x: number; y: number }; width: number; height: number } {
  const x = (index: number) => padding + (index * (width - 2 * padding)) / Math.max(1, days.length - 1);
  const y = (amount: number) => (highest === lowest ? height / 2 : padding + ((highest - amount) * (height - 2 * padding)) / (highest - lowest));
  const round = (value: number) => Math.round(value * 10) / 10;
  const path = days
    .map((day, index) => (index === 0 ? `M${round(x(0))} ${round(y(day.price.amount))}` : `H${round(x(index))} V${round(y(day.price.amount))}`))
    .join(' ');
  const last = days.length - 1;
  return { path, today: { x: round(x(last)), y: round(y(days[last]!.price.amount)) }, width, height };
}
