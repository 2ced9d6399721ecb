import { render, screen, within } from '@testing-library/react';
import { aStartPage, givenAppShell } from '../test-fixtures';
import StartPage from './start-page';

describe('StartPage', () => {
  beforeEach(() => givenAppShell({}, 'sv-SE'));

  test('has one h1 and a heading per block', () => {
    render(<StartPage page={aStartPage()} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Beauty for everyone']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Spring colours are here',
      'Bestsellers',
      'Shop by category',
      'Our brands',
    ]);
  });

  test('the hero shows its banner eagerly, its text and its link', () => {
    render(<StartPage page={aStartPage()} />);
    const banner = screen.getByAltText('Model wearing coral lipstick') as HTMLImageElement;
    expect(banner.getAttribute('loading')).toBe('eager');
    expect(screen.getByText('Fresh shades for lips and eyes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop the news' }).getAttribute('href')).toBe('/c/makeup?sort=news');
  });

  test('product lists show products with prices', () => {
    render(<StartPage page={aStartPage()} />);
    const bestsellers = screen.getByRole('heading', { name: 'Bestsellers' }).closest('section')!;
    expect(within(bestsellers).getAllByRole('listitem')).toHaveLength(2);
    expect(within(bestsellers).getByText('349 kr')).toBeTruthy();
    expect(within(bestsellers).getByRole('link', { name: /Hydra Serum/ }).getAttribute('href')).toBe('/p/hydra-serum/200001');
  });

  test('category tiles and the brand strip link onwards', () => {
    render(<StartPage page={aStartPage()} />);
    expect(screen.getByRole('link', { name: 'Skincare' }).getAttribute('href')).toBe('/c/skincare');
    expect(screen.getByRole('link', { name: 'All categories' }).getAttribute('href')).toBe('/c');
    const brands = screen.getByRole('heading', { name: 'Our brands' }).closest('section')!;
    expect(within(brands).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/brands',
      '/brands/lumiere',
      '/brands/aurora',
    ]);
  });
});
