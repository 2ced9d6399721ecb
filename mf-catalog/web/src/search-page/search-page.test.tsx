import { render, screen } from '@testing-library/react';
import type { SearchPageViewModel } from '../../../contract/search';
import { aListing, givenAppShell } from '../testing/fixtures';
import SearchPage from './search-page';

const aSearchPage = (overrides: Partial<SearchPageViewModel> = {}): SearchPageViewModel => ({
  componentName: 'SearchPageViewModel',
  url: '/search?q=lipstik',
  meta: { title: 'Search results for “lipstik” | Beauty Store' },
  currentTheme: 'default',
  heading: 'Search results for “lipstik”',
  q: 'lipstik',
  correctedQuery: 'lipstick',
  didYouMean: [{ name: 'lipstick', url: '/search?q=lipstick' }],
  brands: [{ name: 'Lumière', url: '/brands/lumiere' }],
  categories: [],
  listing: aListing({
    facets: [{ name: 'brand', text: 'Brand', kind: 'multi', values: [{ value: 'B001', text: 'Lumière', count: 1, isSelected: true }] }],
    filters: { brand: ['B001'], tag: [], inStock: false },
  }),
  trackingInformationProducts: [],
  ...overrides,
});

describe('SearchPage', () => {
  beforeEach(() => givenAppShell());

  test('says what it searched for, the correction, matching brands, the filters and the results', () => {
    render(<SearchPage page={aSearchPage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for “lipstik”');
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('Showing results for “lipstick”');
    expect(screen.getByRole('navigation', { name: 'Brands' }).textContent).toBe('BrandsLumière');
    expect((screen.getByRole('checkbox', { name: /Lumière/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Remove filter: Lumière' }).getAttribute('href')).toBe('/search?q=lipstik');
    expect(screen.getByRole('link', { name: /Velvet Lipstick/ })).toBeTruthy();
  });

  test('nothing found says so, with the text', () => {
    render(<SearchPage page={aSearchPage({ correctedQuery: undefined, didYouMean: [], listing: aListing({ products: [], totalCount: 0 }) })} />);
    expect(screen.getByText('We found nothing for “lipstik”. Try another word or check the spelling.')).toBeTruthy();
  });
});
