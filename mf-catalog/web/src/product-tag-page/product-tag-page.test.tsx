import { render, screen, within } from '@testing-library/react';
import { aListing, aTagPage, givenAppShell } from '../testing/fixtures';
import ProductTagPage from './product-tag-page';

describe('ProductTagPage', () => {
  beforeEach(() => givenAppShell());

  test('the tag as the one h1 with what it means, under its breadcrumbs', () => {
    render(<ProductTagPage page={aTagPage()} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Long-lasting']);
    expect(screen.getByText('Our products with the property “Long-lasting”.')).toBeTruthy();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Properties and certificates' }).getAttribute('href')).toBe('/tags');
  });

  test('lists its products with the filters, sort and paging', () => {
    const listing = aListing({
      totalCount: 50,
      sort: 'price-asc',
      facets: [{ name: 'brand', text: 'Brand', kind: 'multi', values: [{ value: 'B001', text: 'Lumière', count: 12, isSelected: false }] }],
    });
    render(<ProductTagPage page={aTagPage({ listing, url: '/tags/long-lasting?sort=price-asc' })} />);
    expect(screen.getByText('50 products')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Lumière/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/tags/long-lasting?sort=price-asc&page=2');
  });
});
