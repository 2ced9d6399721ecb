import { render, screen, within } from '@testing-library/react';
import { aProductPage, givenAppShell } from '../testing/fixtures';
import { ProductDetails } from './product-details';

describe('the product details’ fragrance family and notes', () => {
  beforeEach(() => givenAppShell({}, 'sv-SE'));

  test('names the family and the notes, each linked to the fragrance finder', () => {
    const { product } = aProductPage();
    render(
      <ProductDetails
        product={{
          ...product,
          fragrance: {
            families: [{ code: 'floral', name: 'Blommig', url: '/fragrance-finder?family=floral' }],
            notes: [
              { code: 'rose', name: 'Ros', url: '/fragrance-finder?note=rose' },
              { code: 'musk', name: 'Mysk', url: '/fragrance-finder?note=musk' },
            ],
          },
        }}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Doftfamilj', 'Doftnoter']);
    const notes = screen.getAllByRole('definition')[1]!;
    expect(notes.textContent).toBe('Ros, Mysk');
    expect(within(notes).getByRole('link', { name: 'Mysk' }).getAttribute('href')).toBe('/fragrance-finder?note=musk');
    expect(screen.getByRole('link', { name: 'Blommig' }).getAttribute('href')).toBe('/fragrance-finder?family=floral');
  });

  test('a family without notes shows the family only; a product without a scent shows neither', () => {
    const { product } = aProductPage();
    const { unmount } = render(<ProductDetails product={{ ...product, fragrance: { families: [{ code: 'fresh', name: 'Frisk', url: '/fragrance-finder?family=fresh' }], notes: [] } }} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Doftfamilj']);
    unmount();
    render(<ProductDetails product={product} />);
    expect(screen.queryByRole('term')).toBeNull();
  });
});
