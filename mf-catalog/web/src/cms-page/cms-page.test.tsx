import { render, screen, within } from '@testing-library/react';
import { aCmsPage, givenAppShell } from '../testing/fixtures';
import CmsPage from './cms-page';

describe('CmsPage', () => {
  beforeEach(() => givenAppShell());

  test('renders heading, intro and body blocks', () => {
    render(<CmsPage page={aCmsPage()} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Delivery']);
    expect(screen.getByText('We deliver to your door or to a pick-up point.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery times' })).toBeTruthy();
    expect(screen.getByText('Orders placed before 15:00 leave the warehouse the same day.')).toBeTruthy();
    expect(screen.getByText('Home delivery 1–3 days').tagName).toBe('LI');
  });

  test('links to related pages', () => {
    render(<CmsPage page={aCmsPage()} />);
    const related = screen.getByRole('navigation', { name: 'Related pages' });
    expect(within(related).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/info/returns',
      '/info/customer-service',
    ]);
  });
});
