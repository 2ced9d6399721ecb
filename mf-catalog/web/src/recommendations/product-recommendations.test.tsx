import { act, render, screen, within } from '@testing-library/react';
import type { ProductRecommendations as Recommendations } from '../../../contract/product-page';
import { http } from '@storefront/platform';
import { aProductCard, givenAppShell } from '../testing/fixtures';
import { givenHttpAnswers } from '../testing/http';
import { ProductRecommendations } from './product-recommendations';

const serum = aProductCard({ code: '200001', productCode: 'P200', name: 'Hydra Serum', url: '/p/hydra-serum/200001' });
const balm = aProductCard({ code: '300001', productCode: 'P300', name: 'Lip Balm', url: '/p/lip-balm/300001' });
const gloss = aProductCard({ code: '400001', productCode: 'P400', name: 'Gloss', url: '/p/gloss/400001' });

async function renderWith(answer: Partial<Recommendations>) {
  const asked = givenHttpAnswers({ '/api/catalog/variants/100001/recommendations': { variantCode: '100001', ...answer } });
  const view = render(<ProductRecommendations variantCode="100001" />);
  await act(async () => {});
  return { ...view, asked };
}

beforeEach(() => givenAppShell({}, 'en-US'));

test('bought together first, then similar products, each a row of product cards', async () => {
  const { asked } = await renderWith({ boughtTogether: [serum], similar: [balm, gloss] });
  expect(asked).toEqual(['/api/catalog/variants/100001/recommendations']);
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Often bought together', 'Similar products']);
  const together = screen.getByRole('region', { name: 'Often bought together' });
  expect(within(together).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/p/hydra-serum/200001']);
  const similar = screen.getByRole('region', { name: 'Similar products' });
  expect(within(similar).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Lip Balm', 'Gloss']);
});

test('without orders there is no bought-together row', async () => {
  await renderWith({ similar: [balm] });
  expect(screen.queryByRole('region', { name: 'Often bought together' })).toBeNull();
  expect(screen.getByRole('region', { name: 'Similar products' })).toBeTruthy();
});

test('when the call fails the page simply has no recommendations', async () => {
  http.configure({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
  const view = render(<ProductRecommendations variantCode="100001" />);
  await act(async () => {});
  expect(view.container.innerHTML).toBe('');
});
