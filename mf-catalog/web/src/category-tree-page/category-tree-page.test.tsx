import { render, screen, within } from '@testing-library/react';
import { aCategoryTreePage, givenAppShell } from '../testing/fixtures';
import CategoryTreePage from './category-tree-page';

describe('CategoryTreePage', () => {
  beforeEach(() => givenAppShell());

  test('a section per top category, headed by its link, with the levels below as nested lists and counts', () => {
    render(<CategoryTreePage page={aCategoryTreePage()} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['All categories']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Makeup (59)', 'Hair (12)']);
    const makeup = screen.getByRole('region', { name: 'Makeup (59)' });
    const lips = within(makeup).getByRole('link', { name: 'Lips (59)' });
    expect(lips.getAttribute('href')).toBe('/c/makeup/lips');
    const nested = within(lips.closest('li')!).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(nested).toEqual(['/c/makeup/lips', '/c/makeup/lips/lipstick', '/c/makeup/lips/lip-gloss']);
    expect(within(screen.getByRole('region', { name: 'Hair (12)' })).queryAllByRole('list')).toHaveLength(0);
  });

  test('breadcrumbs mark the tree as the current page', () => {
    render(<CategoryTreePage page={aCategoryTreePage()} />);
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(breadcrumbs).getByRole('link', { name: 'All categories' }).getAttribute('aria-current')).toBe('page');
  });
});
