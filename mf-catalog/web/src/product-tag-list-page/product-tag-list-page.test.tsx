import { render, screen, within } from '@testing-library/react';
import { aTagListPage, givenAppShell } from '../testing/fixtures';
import ProductTagListPage from './product-tag-list-page';

describe('ProductTagListPage', () => {
  beforeEach(() => givenAppShell({}, 'sv-SE'));

  test('the certificates and the other properties in their own sections, each tag a link with its count', () => {
    render(<ProductTagListPage page={aTagListPage()} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Properties and certificates']);
    const certificates = screen.getByRole('region', { name: 'Certifieringar' });
    expect(within(certificates).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Vegan (120)', '/certificates/vegan'],
      ['Cruelty-free (80)', '/certificates/cruelty-free'],
    ]);
    const properties = screen.getByRole('region', { name: 'Egenskaper' });
    expect(within(properties).getByRole('link', { name: 'Long-lasting (33)' }).getAttribute('href')).toBe('/tags/long-lasting');
  });

  test('a section with no tags is left out', () => {
    render(<ProductTagListPage page={aTagListPage({ tags: [] })} />);
    expect(screen.queryByRole('region', { name: 'Egenskaper' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });
});
