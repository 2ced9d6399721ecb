import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { aCategoryPage, aListing, aPrice, aProductCard, givenAppShell, sek } from '../testing/fixtures';
import CategoryPage from './category-page';

describe('CategoryPage', () => {
  beforeEach(() => givenAppShell({}, 'sv-SE'));

  test('shows one h1 with the category name and its description', () => {
    render(<CategoryPage page={aCategoryPage()} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Lips']);
    expect(screen.getByText('Lipsticks, glosses and liners.')).toBeTruthy();
  });

  test('breadcrumbs mark the category itself as the current page', () => {
    render(<CategoryPage page={aCategoryPage()} />);
    const breadcrumbs = screen.getByRole('navigation', { name: 'Brödsmulor' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Lips' }).getAttribute('aria-current')).toBe('page');
    expect(within(breadcrumbs).getByRole('link', { name: 'Makeup' }).getAttribute('aria-current')).toBeNull();
  });

  test('a fragrance category links the fragrance finder; others do not', () => {
    const { unmount } = render(<CategoryPage page={aCategoryPage({ fragranceFinder: { name: 'Hitta din doft efter doftfamilj och noter', url: '/fragrance-finder' } })} />);
    expect(screen.getByRole('link', { name: 'Hitta din doft efter doftfamilj och noter' }).getAttribute('href')).toBe('/fragrance-finder');
    unmount();
    render(<CategoryPage page={aCategoryPage()} />);
    expect(screen.queryByRole('link', { name: /doft/ })).toBeNull();
  });

  test('links to subcategories with their product counts', () => {
    render(<CategoryPage page={aCategoryPage()} />);
    const subcategories = screen.getByRole('navigation', { name: 'Kategorier' });
    const lipstick = within(subcategories).getByRole('link', { name: 'Lipstick (42)' });
    expect(lipstick.getAttribute('href')).toBe('/c/makeup/lips/lipstick');
  });

  test('lists the products with formatted prices', () => {
    const page = aCategoryPage({
      listing: aListing({
        products: [
          aProductCard({ code: '1', name: 'Velvet Lipstick', price: aPrice({ current: sek(249) }) }),
          aProductCard({ code: '2', name: 'Lip Liner', url: '/p/lip-liner/2', price: aPrice({ current: sek(89.5) }) }),
        ],
        totalCount: 2,
      }),
    });
    render(<CategoryPage page={page} />);
    expect(screen.getByText('2 produkter')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Lip Liner/ }).getAttribute('href')).toBe('/p/lip-liner/2');
    expect(screen.getByText('249 kr')).toBeTruthy();
    expect(screen.getByText('89,50 kr')).toBeTruthy();
  });

  test('the first product’s image is the page’s first visible one: eager with high priority; the rest are lazy', () => {
    const page = aCategoryPage({
      listing: aListing({
        products: ['1', '2', '3'].map((code) => aProductCard({ code, name: `Lipstick ${code}`, url: `/p/lipstick/${code}` })),
        totalCount: 3,
      }),
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CategoryPage page={page} />);
    const images = [...container.querySelectorAll('picture > img')];
    expect(images.map((img) => [img.getAttribute('fetchpriority'), img.getAttribute('loading')])).toEqual([
      ['high', null],
      [null, 'lazy'],
      [null, 'lazy'],
    ]);
    expect(images.map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['640', '640'],
      ['640', '640'],
      ['640', '640'],
    ]);
    expect(container.querySelectorAll('picture > source[type="image/avif"]')).toHaveLength(3);
  });
});
