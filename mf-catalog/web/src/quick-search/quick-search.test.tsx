import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, type EventMap } from '@storefront/platform';
import { givenHttpAnswers } from '../testing/http';
import { aPrice, anImage, givenAppShell } from '../testing/fixtures';
import QuickSearch from './quick-search';


const completion = (text: string, kind: string, url?: string) => ({ text, encryptedText: `enc:${text}`, kind, ...(url ? { url } : {}) });

describe('QuickSearch (slot header:quick-search)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    givenAppShell();
  });
  afterEach(() => jest.useRealTimers());

  test('autocomplete from the letter threshold; arrows move through completions and products; Enter goes', async () => {
    givenHttpAnswers({
      '/api/search/top-searches': { searches: [completion('rouge', 'phrase')] },
      '/search/autocomplete': {
        q: 'mas',
        completions: [completion('Mascara', 'category', '/c/makeup/eyes/mascara'), completion('mascara volume', 'phrase')],
        products: [{ code: '100001', url: '/p/volume-mascara/100001', brandName: 'Lumière', name: 'Volume Mascara', image: anImage(), price: aPrice() }],
        totalCount: 12,
        totalCountIsLowerBound: false,
        searchUrl: '/search?q=mas',
      },
    });
    const navigations: EventMap['page:navigate-request'][] = [];
    const subscription = bus.on('page:navigate-request').subscribe(({ payload }) => navigations.push(payload));
    render(<QuickSearch />);
    const input = screen.getByRole('combobox', { name: 'Search products and brands' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'mas' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Mascara', 'mascara volume', expect.stringContaining('Volume Mascara')]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('cara')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all 12 products' }).getAttribute('href')).toBe('/search?q=mas');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    expect((input as HTMLInputElement).value).toBe('Mascara');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[2]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.submit(input.closest('form')!);
    expect(navigations).toEqual([{ url: '/search?q=mascara+volume&suggestionFor=mas&suggestionList=suggestions' }]);
    expect(JSON.parse(localStorage.getItem('searchHistory.product')!)[0].text).toBe('mascara volume');
    subscription.unsubscribe();
  });

  test('below the threshold: previous and popular searches; Escape closes', async () => {
    localStorage.setItem('searchHistory.product', JSON.stringify([{ text: 'lip balm', encryptedText: '' }]));
    givenHttpAnswers({ '/api/search/top-searches': { searches: [completion('rouge', 'phrase'), completion('serum', 'phrase')] } });
    render(<QuickSearch />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByRole('group', { name: 'Previous searches' }).textContent).toContain('lip balm');
    expect(screen.getByRole('group', { name: 'Popular searches' }).textContent).toContain('rouge');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  test('"show all" says when the server stopped counting, grouped in the shopper\'s language', async () => {
    const product = { code: '100001', url: '/p/volume-mascara/100001', brandName: 'Lumière', name: 'Volume Mascara', image: anImage(), price: aPrice() };
    const answer = (totalCount: number, totalCountIsLowerBound: boolean) => ({
      q: 'pro',
      completions: [],
      products: [product],
      totalCount,
      totalCountIsLowerBound,
      searchUrl: '/search?q=pro',
    });
    const showAll = async (culture: 'en-US' | 'sv-SE', totalCount: number, totalCountIsLowerBound: boolean) => {
      givenAppShell({}, culture);
      givenHttpAnswers({ '/api/search/top-searches': { searches: [] }, '/search/autocomplete': answer(totalCount, totalCountIsLowerBound) });
      const { unmount } = render(<QuickSearch />);
      const input = screen.getByRole('combobox');
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'pro' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200);
      });
      const text = document.querySelector('.c_QuickSearch__all')?.textContent;
      unmount();
      return text;
    };
    expect(await showAll('en-US', 1000, true)).toBe('Show all 1,000+ products');
    expect(await showAll('sv-SE', 1000, true)).toBe('Visa alla 1 000+ produkter');
    expect(await showAll('sv-SE', 2680, false)).toBe('Visa alla 2 680 produkter');
  });
});
