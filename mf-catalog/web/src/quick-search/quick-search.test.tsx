import { act, fireEvent, render, screen, within } from '@testing-library/react';
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

  describe('with social on', () => {
    const socialAnswers = () =>
      givenHttpAnswers({
        '/api/search/top-searches': { searches: [completion('rouge', 'phrase')] },
        '/search/socialautocomplete': {
          q: 'gl',
          completions: [
            { text: 'Glow Girl (@glow)', encryptedText: 'e1', kind: 'profile', url: '/social/profile/glow' },
            { text: '#glowy', encryptedText: 'e2', kind: 'hashtag', url: '/social/hashtag/glowy' },
          ],
          searchUrl: '/social/search?q=e3',
        },
        '/encryptsearchtext': { searchPhrase: 'glow', encryptedText: 'ENC/+' },
      });
    const advance = (ms: number) =>
      act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });
    const socialField = () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Search in' }), { target: { value: 'social' } });
      return screen.getByRole('combobox', { name: 'Search posts and profiles' }) as HTMLInputElement;
    };

    beforeEach(() => givenAppShell({ isSocialEnabled: true }));

    test('the choice before the field searches posts and profiles: Social’s completions from 2 characters after a 500 ms pause, no popular searches', async () => {
      const asked = socialAnswers();
      const navigations: EventMap['page:navigate-request'][] = [];
      const subscription = bus.on('page:navigate-request').subscribe(({ payload }) => navigations.push(payload));
      render(<QuickSearch />);
      const input = socialField();
      expect(input.placeholder).toBe('Search posts, profiles, #hashtags …');
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'g' } });
      await advance(600);
      expect(asked.filter((url) => url.includes('socialautocomplete'))).toEqual([]);
      expect(screen.queryByRole('group', { name: 'Popular searches' })).toBeNull();

      fireEvent.change(input, { target: { value: 'gl' } });
      await advance(400);
      expect(asked.filter((url) => url.includes('socialautocomplete'))).toEqual([]);
      await advance(150);
      expect(asked.filter((url) => url.includes('socialautocomplete'))).toEqual(['/search/socialautocomplete?q=gl']);
      expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Glow Girl (@glow)', '#glowy']);
      // No inline completion: a profile's name is not the typed words going on.
      expect(document.querySelector('.c_QuickSearch__ghost')).toBeNull();

      fireEvent.keyDown(input, { key: 'ArrowDown' });
      fireEvent.submit(input.closest('form')!);
      await advance(10);
      expect(navigations).toEqual([{ url: '/social/profile/glow' }]);
      expect(JSON.parse(localStorage.getItem('searchHistory.social')!)[0].text).toBe('Glow Girl (@glow)');
      expect(localStorage.getItem('searchHistory.product')).toBeNull();
      subscription.unsubscribe();
    });

    test('Enter opens Social’s search page with the text encrypted, and keeps it in social’s own history; one character does nothing', async () => {
      const asked = socialAnswers();
      localStorage.setItem('searchHistory.product', JSON.stringify([{ text: 'mascara', encryptedText: '' }]));
      const navigations: EventMap['page:navigate-request'][] = [];
      const subscription = bus.on('page:navigate-request').subscribe(({ payload }) => navigations.push(payload));
      render(<QuickSearch />);
      const input = socialField();
      fireEvent.focus(input);
      // The product searches' history is not social's.
      expect(screen.queryByRole('group', { name: 'Previous searches' })).toBeNull();
      fireEvent.change(input, { target: { value: 'g' } });
      fireEvent.submit(input.closest('form')!);
      await advance(10);
      expect(navigations).toEqual([]);
      expect(asked.filter((url) => url.includes('encryptsearchtext'))).toEqual([]);

      fireEvent.change(input, { target: { value: ' glow ' } });
      fireEvent.submit(input.closest('form')!);
      await advance(10);
      expect(asked.filter((url) => url.includes('encryptsearchtext'))).toEqual(['/encryptsearchtext?searchPhrase=glow']);
      expect(navigations).toEqual([{ url: '/social/search?q=ENC%2F%2B' }]);
      expect(JSON.parse(localStorage.getItem('searchHistory.social')!)).toEqual([{ text: 'glow', encryptedText: 'ENC/+' }]);
      subscription.unsubscribe();
    });

    test('without social the field searches products alone: no choice', () => {
      givenAppShell({ isSocialEnabled: false });
      render(<QuickSearch />);
      expect(screen.queryByRole('combobox', { name: 'Search in' })).toBeNull();
      expect(screen.getByRole('combobox', { name: 'Search products and brands' })).toBeTruthy();
    });
  });
});

