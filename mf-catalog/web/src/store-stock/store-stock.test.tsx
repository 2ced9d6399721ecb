import { act, fireEvent, render, screen } from '@testing-library/react';
import type { StoreStockInfo, StoreSummary } from '../../../contract/stores';
import { givenHttpAnswers } from '../testing/http';
import { givenAppShell } from '../testing/fixtures';
import { StoreStock } from './store-stock';

const aStore = (overrides: Partial<StoreSummary> = {}): StoreSummary => ({
  id: 'malmo-sodergatan',
  name: 'Beauty Store Malmö Södergatan',
  url: '/stores/malmo-sodergatan',
  market: 'SE',
  address: { street: 'Södergatan 12', postalCode: '211 34', city: 'Malmö' },
  location: { lat: 55.6, lon: 13 },
  isOpenNow: true,
  todayText: '10:00–20:00',
  ...overrides,
});

test('on request, lists the stores with their stock level; no position is asked for without consent', async () => {
  givenAppShell();
  localStorage.clear();
  const info: StoreStockInfo = {
    variantCode: '100001',
    stores: [
      { store: aStore(), level: 'few-left', quantity: 2 },
      { store: aStore({ id: 'lund', name: 'Beauty Store Lund', url: '/stores/lund', isOpenNow: false }), level: 'out-of-stock', quantity: 0 },
    ],
  };
  const asked = givenHttpAnswers({ '/api/catalog/variants/100001/store-stock-info': info });
  render(<StoreStock variantCode="100001" />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Check stock in stores' }));
  });
  expect(asked).toEqual(['/api/catalog/variants/100001/store-stock-info']);
  const items = screen.getAllByRole('listitem');
  expect(items[0]!.textContent).toContain('Beauty Store Malmö Södergatan');
  expect(items[0]!.textContent).toContain('Few left');
  expect(items[0]!.textContent).toContain('Open now');
  expect(items[1]!.textContent).toContain('Out of stock in store');
  expect(screen.getByRole('link', { name: 'Beauty Store Lund' }).getAttribute('href')).toBe('/stores/lund');
});
