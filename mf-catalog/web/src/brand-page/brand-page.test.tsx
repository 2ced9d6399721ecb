import { render, screen, within } from '@testing-library/react';
import { aBrandPage, aListing, givenAppShell } from '../testing/fixtures';
import BrandPage from './brand-page';

describe('BrandPage', () => {
  beforeEach(() => givenAppShell());

  test('shows the brand as the one h1 with its description and breadcrumbs', () => {
    render(<BrandPage page={aBrandPage()} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Lumière']);
    expect(screen.getByText('French colour cosmetics.')).toBeTruthy();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Brands' }).getAttribute('href')).toBe('/brands');
  });

  test('lists its products with sort and paging', () => {
    render(<BrandPage page={aBrandPage({ listing: aListing({ totalCount: 60, pageSize: 24 }) })} />);
    expect(screen.getByText('60 products')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Velvet Lipstick/ }).getAttribute('href')).toBe('/p/velvet-lipstick/100001');
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/brands/lumiere?page=2');
  });
});
