import { dailyPrices, lowestOfDays, priceHistoryOf, priorPrice, type PriceChange } from './price-history';

const today = '2026-03-31';
const change = (validFrom: string, amount: number, isMemberPrice = false): PriceChange => ({ validFrom, amount, isMemberPrice });

describe('the daily prices of the last 30 days', () => {
  test('one price per day, oldest first, ending today; a change shows from its day on', () => {
    const days = dailyPrices([change('2026-01-01', 300), change('2026-03-20', 250)], today);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-03-02', amount: 300 });
    expect(days.at(-1)).toEqual({ date: today, amount: 250 });
    expect(days.find((day) => day.date === '2026-03-19')!.amount).toBe(300);
    expect(days.find((day) => day.date === '2026-03-20')!.amount).toBe(250);
  });

  test('days before the first known price are left out', () => {
    expect(dailyPrices([change('2026-03-29', 199)], today)).toEqual([
      { date: '2026-03-29', amount: 199 },
      { date: '2026-03-30', amount: 199 },
      { date: '2026-03-31', amount: 199 },
    ]);
    expect(dailyPrices([], today)).toEqual([]);
  });

  test('the lowest counts a dip that is over, and nothing from before the window', () => {
    const changes = [change('2026-01-01', 100), change('2026-02-01', 300), change('2026-03-10', 240), change('2026-03-15', 300)];
    expect(lowestOfDays(changes, today)).toBe(240);
    expect(lowestOfDays([change('2026-01-01', 100), change('2026-03-01', 300)], today)).toBe(300);
    expect(lowestOfDays([], today)).toBeNull();
  });
});

describe('the prior price of a reduction (EU price indication rule)', () => {
  test('is the lowest price of the 30 days before the current price took effect', () => {
    // 300 until 20 days ago, then reduced to 200: the prior price is 300, not today's 200.
    expect(priorPrice([change('2026-01-01', 300), change('2026-03-11', 200)], today)).toBe(300);
    // A short 250 in the 30 days before the reduction is the one to show.
    expect(priorPrice([change('2026-01-01', 300), change('2026-02-20', 250), change('2026-02-25', 300), change('2026-03-11', 200)], today)).toBe(250);
    // A price from long before the 30 days does not count; the one in effect when they began does.
    expect(priorPrice([change('2025-11-01', 150), change('2026-01-01', 300), change('2026-03-11', 200)], today)).toBe(300);
  });

  test('a repeated row of the same price does not move the day the reduction began', () => {
    expect(priorPrice([change('2026-01-01', 300), change('2026-03-11', 200), change('2026-03-25', 200)], today)).toBe(300);
  });

  test('is unknown without prices from before the current one, and a later change does not count yet', () => {
    expect(priorPrice([change('2026-03-11', 200)], today)).toBeNull();
    expect(priorPrice([], today)).toBeNull();
    expect(priorPrice([change('2026-01-01', 300), change('2026-03-11', 200), change('2026-04-10', 100)], today)).toBe(300);
  });
});

test('the body of the price-history call: money in the currency, lowest and highest, member prices flagged', () => {
  const history = priceHistoryOf('100001', 'SEK', [change('2026-01-01', 30_000, true), change('2026-03-20', 25_000, true)], today);
  expect(history).toMatchObject({ variantCode: '100001', currency: 'SEK', isMemberPrice: true, lowest: { amount: 25_000, currency: 'SEK' }, highest: { amount: 30_000, currency: 'SEK' } });
  expect(history.days).toHaveLength(30);
  expect(history.days[0]!.price).toEqual({ amount: 30_000, currency: 'SEK' });
  expect(priceHistoryOf('100001', 'SEK', [], today)).toEqual({ variantCode: '100001', currency: 'SEK', isMemberPrice: false, days: [] });
});
