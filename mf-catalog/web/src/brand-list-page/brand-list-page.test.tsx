import { fireEvent, render, screen, within } from '@testing-library/react';
import { aBrandListPage, givenAppShell } from '../testing/fixtures';
import BrandListPage from './brand-list-page';

describe('BrandListPage', () => {
  beforeEach(() => givenAppShell());

  test('shows the heading, a letter index and the brands grouped by letter', () => {
    render(<BrandListPage page={aBrandListPage()} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['All brands']);
    const letters = screen.getByRole('navigation', { name: 'Brands by letter' });
    expect(within(letters).getAllByRole('link').map((link) => link.textContent)).toEqual(['A', 'L']);
    const groupL = screen.getByRole('region', { name: 'L' });
    expect(within(groupL).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/brands/lumiere', '/brands/lotus']);
    expect(screen.getByRole('link', { name: 'Lumière (30)' })).toBeTruthy();
  });

  test('a letter moves focus to its group without leaving the page', () => {
    render(<BrandListPage page={aBrandListPage()} />);
    Element.prototype.scrollIntoView = jest.fn();
    const letter = screen.getByRole('link', { name: 'L' });
    const notPrevented = fireEvent.click(letter);
    expect(notPrevented).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'L' }));
  });
});
