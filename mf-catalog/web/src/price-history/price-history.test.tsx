import { act, render, screen, within } from '@testing-library/react';
import type { PriceHistory as PriceHistoryData } from '@storefront/platform';
import { givenAppShell, sek } from '../testing/fixtures';
import { givenHttpAnswers } from '../testing/http';
import { PriceHistory } from './price-history';
import { chartPath, pricePeriods } from './price-periods';

/** 30 days to 2026-03-31: 299 kr until the 19th, 199 kr from the 20th. */
function aHistory(overrides: Partial<PriceHistoryData> = {}): PriceHistoryData {
  const days = Array.from({ length: 30 }, (_, index) => {
    const date = `2026-03-${String(index + 2).padStart(2, '0')}`;
    return { date, price: sek(date < '2026-03-20' ? 299 : 199) };
  });
  return { variantCode: '100001', currency: 'SEK', isMemberPrice: false, days, lowest: sek(199), highest: sek(299), ...overrides };
}

async function renderWith(history: unknown) {
  const asked = givenHttpAnswers({ '/api/catalog/variants/100001/price-history': history });
  const view = render(<PriceHistory variantCode="100001" />);
  await act(async () => {});
  return { ...view, asked };
}

test('loads the history after it shows, and draws it as an image whose text says what it shows', async () => {
  givenAppShell({}, 'en-US');
  const { asked } = await renderWith(aHistory());
  expect(asked).toEqual(['/api/catalog/variants/100001/price-history']);
  expect(screen.getByRole('heading', { level: 2, name: 'Price history, 30 days' })).toBeTruthy();
  const chart = screen.getByRole('img');
  expect(chart.getAttribute('aria-label')).toBe('The price per day from Mar 2 to Mar 31: lowest 199 kr, highest 299 kr, today 199 kr.');
  expect(screen.getByText('Lowest: 199 kr')).toBeTruthy();
  expect(screen.getByText('Highest: 299 kr')).toBeTruthy();
});

test('the table alternative lists each period at one price', async () => {
  givenAppShell({}, 'sv-SE');
  await renderWith(aHistory());
  expect(screen.getByText('Visa som tabell').closest('details')).not.toBeNull();
  const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });
  expect(rows.map((row) => row.textContent)).toEqual(['PeriodPris', '2 mars–19 mars299 kr', '20 mars–31 mars199 kr']);
});

test('a member sees that the history is of member prices', async () => {
  givenAppShell({}, 'en-US');
  await renderWith(aHistory({ isMemberPrice: true }));
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Price history, 30 days · Member prices');
});

test.each([
  ['a single day', aHistory({ days: aHistory().days.slice(-1) })],
  ['no history', { variantCode: '100001', currency: 'SEK', isMemberPrice: false, days: [] }],
  ['an answer without days', {}],
])('shows nothing for %s', async (_case, history) => {
  givenAppShell({}, 'en-US');
  const { container } = await renderWith(history);
  expect(container.innerHTML).toBe('');
});

test('periods join the days at one price; the chart steps down where the price does', () => {
  const history = aHistory();
  expect(pricePeriods(history.days).map((period) => [period.from, period.to, period.price.amount])).toEqual([
    ['2026-03-02', '2026-03-19', 29_900],
    ['2026-03-20', '2026-03-31', 19_900],
  ]);
  const chart = chartPath(history.days, 19_900, 29_900);
  expect(chart.path.startsWith('M8 8 ')).toBe(true);
  expect(chart.path).toContain('V88');
  expect(chart.today).toEqual({ x: 312, y: 88 });
  expect(chartPath(history.days.slice(0, 3), 29_900, 29_900).today.y).toBe(48);
});
