import { fireEvent, render, screen } from '@testing-library/react';
import { appShell } from '@storefront/platform';
import { appShellFixture } from '../testing/shell-fixtures';
import { PageLoadFailure } from './page-load-failure';

describe('PageLoadFailure', () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get');
  beforeEach(() => appShell.set(appShellFixture()));
  afterAll(() => onLine.mockRestore());

  it('says the page could not be loaded and offers Retry', () => {
    onLine.mockReturnValue(true);
    const retry = jest.fn();
    render(<PageLoadFailure onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('The page could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });

  it('says the shopper is offline, without a button', () => {
    onLine.mockReturnValue(false);
    render(<PageLoadFailure onRetry={jest.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('You seem to be offline.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
