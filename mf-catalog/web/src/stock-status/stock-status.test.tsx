import { render, screen } from '@testing-library/react';
import type { StockStatus as StockStatusData } from '@storefront/platform';
import { aStockStatus, givenAppShell } from '../testing/fixtures';
import { StockStatus } from './stock-status';
import { stockStatusKind } from './stock-status-kind';

const none = aStockStatus({ isBuyable: false, isBuyableInStore: false });

describe('stock status', () => {
  beforeEach(() => givenAppShell());

  test.each<[string, Partial<StockStatusData>, string]>([
    ['no flag at all', {}, 'Temporarily out of stock'],
    ['isUnavailable alone', { isUnavailable: true }, 'Not available'],
    ['isUnavailable + isMonitorable', { isUnavailable: true, isMonitorable: true }, 'Out of stock – watch it and we will tell you when it is back'],
    ['isUnavailable + isMonitorableInStore', { isUnavailable: true, isMonitorableInStore: true }, 'Out of stock – watch it and we will tell you when it is back'],
    ['isUnavailable + isBuyable', { isUnavailable: true, isBuyable: true }, 'In stock'],
    ['isUnavailable + isBuyableInStore', { isUnavailable: true, isBuyableInStore: true }, 'Only available in stores'],
    ['isBuyable', { isBuyable: true }, 'In stock'],
    ['isBuyable + isBuyableInStore', { isBuyable: true, isBuyableInStore: true }, 'In stock'],
    ['isBuyableInStore alone', { isBuyableInStore: true }, 'Only available in stores'],
    ['isMonitorable alone', { isMonitorable: true }, 'Out of stock – watch it and we will tell you when it is back'],
    ['isUnavailable + purchaseAvailableFrom', { isUnavailable: true, purchaseAvailableFrom: '2030-05-01' }, 'Not available'],
  ])('%s → %s', (_case, flags, text) => {
    render(<StockStatus status={{ ...none, ...flags }} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  test('a coming product says from which date it can be bought', () => {
    render(<StockStatus status={{ ...none, isMonitorable: true, purchaseAvailableFrom: '2030-05-01T00:00:00Z' }} />);
    expect(screen.getByText(/^Available from .*2030$/)).toBeTruthy();
  });

  test('unavailable exactly when isUnavailable is set and none of the other four flags is', () => {
    const flags = ['isUnavailable', 'isMonitorable', 'isMonitorableInStore', 'isBuyable', 'isBuyableInStore'] as const;
    for (let bits = 0; bits < 2 ** flags.length; bits += 1) {
      const status = Object.fromEntries(flags.map((flag, index) => [flag, Boolean(bits & (1 << index))])) as unknown as StockStatusData;
      const othersSet = flags.slice(1).some((flag) => status[flag]);
      expect(stockStatusKind(status) === 'unavailable').toBe(status.isUnavailable && !othersSet);
    }
  });

  test('never shows a stock level: the text comes from flags only', () => {
    const { container } = render(<StockStatus status={aStockStatus()} />);
    expect(container.textContent).not.toMatch(/\d/);
  });
});
