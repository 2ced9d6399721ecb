import { fireEvent, render, screen, within } from '@testing-library/react';
import { bus } from '@storefront/platform';
import { aFragranceSearchPage as aFinderPage, aListing, givenAppShell } from '../testing/fixtures';
import FragranceSearchPage from './fragrance-search-page';
import { searchedUrl } from './fragrance-search-form';

function navigations(): { urls: string[]; stop: () => void } {
  const urls: string[] = [];
  const subscription = bus.on('page:navigate-request').subscribe(({ payload }) => urls.push(payload.url));
  return { urls, stop: () => subscription.unsubscribe() };
}

describe('FragranceSearchPage', () => {
  beforeEach(() => givenAppShell());

  test('one h1, breadcrumbs, the families as toggle buttons with their counts, the notes facet and the fragrances', () => {
    render(<FragranceSearchPage page={aFinderPage()} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Fragrance finder']);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', { name: 'Fragrance finder' }).getAttribute('aria-current')).toBe('page');
    const families = screen.getByRole('region', { name: 'Scent families' });
    const tiles = within(families).getAllByRole('button');
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('aria-pressed')])).toEqual([
      ['Floral30 fragrances', 'true'],
      ['Fresh12 fragrances', 'false'],
      ['Woody & Earthy0 fragrances', 'false'],
      ['Warm & Spicy12 fragrances', 'false'],
    ]);
    expect(tiles.map((tile) => (tile as HTMLButtonElement).type)).toEqual(['button', 'button', 'button', 'button']);
    expect((tiles[2] as HTMLButtonElement).disabled).toBe(true);
    expect(tiles[1]!.style.backgroundColor).toBe('rgb(211, 236, 230)');
    expect((screen.getByRole('checkbox', { name: /Rose/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Remove filter: Rose' }).getAttribute('href')).toBe('/fragrance-finder?family=floral&sort=price-asc');
    expect(screen.getByRole('link', { name: /Rose Noire Eau de Parfum/ }).getAttribute('href')).toBe('/p/rose-noire/100001');
  });

  test('the family tiles work by keyboard: each is a tab stop, arrows and Home/End move between the enabled ones, a press navigates', () => {
    const { urls, stop } = navigations();
    render(<FragranceSearchPage page={aFinderPage()} />);
    const [floral, fresh, woody, warm] = within(screen.getByRole('region', { name: 'Scent families' })).getAllByRole('button') as HTMLButtonElement[];
    for (const tile of [floral!, fresh!, warm!]) expect(tile.tabIndex).toBe(0);

    fresh!.focus();
    fireEvent.keyDown(fresh!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(warm);
    expect(woody!.disabled).toBe(true);
    fireEvent.keyDown(warm!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(floral);
    fireEvent.keyDown(floral!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(warm);
    fireEvent.keyDown(warm!, { key: 'Home' });
    expect(document.activeElement).toBe(floral);
    fireEvent.keyDown(floral!, { key: 'End' });
    expect(document.activeElement).toBe(warm);

    // Enter and Space on a focused button are its click in every browser.
    fireEvent.click(warm!);
    expect(urls).toEqual(['/fragrance-finder?family=floral%2Cwarm-spicy&note=rose']);
    expect(warm!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(floral!);
    expect(urls.at(-1)).toBe('/fragrance-finder?note=rose');
    stop();
  });

  test('a note chosen in the facet navigates to the finder with it, keeping the families', () => {
    const { urls, stop } = navigations();
    render(<FragranceSearchPage page={aFinderPage()} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Musk/ }));
    stop();
    expect(urls).toEqual(['/fragrance-finder?family=floral&note=rose%2Cmusk&sort=price-asc']);
  });

  test('the text search is a GET form keeping the choices; submitting navigates with the text and from the first page', () => {
    const { urls, stop } = navigations();
    render(<FragranceSearchPage page={aFinderPage()} />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/fragrance-finder');
    expect([...form.querySelectorAll('input[type="hidden"]')].map((input) => `${input.getAttribute('name')}=${input.getAttribute('value')}`)).toEqual([
      'family=floral',
      'note=rose',
    ]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the fragrances' }), { target: { value: ' oud ' } });
    fireEvent.submit(form);
    stop();
    expect(urls).toEqual(['/fragrance-finder?q=oud&family=floral&note=rose']);
    expect(searchedUrl('/fragrance-finder?q=oud&family=fresh&page=3', '')).toBe('/fragrance-finder?family=fresh');
  });

  test('nothing found says what to do; a corrected text is announced', () => {
    render(<FragranceSearchPage page={aFinderPage({ q: 'rse', correctedQuery: 'rose', listing: aListing({ products: [], totalCount: 0 }) })} />);
    expect(screen.getByText('No fragrance matches all your choices. Take away a note or a filter.')).toBeTruthy();
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('Showing fragrances for “rose”');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('rse');
  });
});
