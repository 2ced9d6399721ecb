import { render, screen, within } from '@testing-library/react';
import { aNotFoundPage, givenAppShell } from '../testing/fixtures';
import NotFoundPage from './not-found-page';

describe('NotFoundPage', () => {
  beforeEach(() => givenAppShell({}, 'de-DE'));

  test('says the page was not found and offers helpful links', () => {
    render(<NotFoundPage page={aNotFoundPage()} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'We could not find that page',
    ]);
    expect(screen.getByText('The page may have moved. These links might help.')).toBeTruthy();
    const links = screen.getByRole('navigation', { name: 'Hilfreiche Links' });
    expect(within(links).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/brands']);
  });
});
