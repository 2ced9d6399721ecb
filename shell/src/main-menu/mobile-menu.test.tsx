import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryHistory } from '../routing/history';
import { ShellRouter, useNavigate } from '../routing/router';
import { appShell } from '@storefront/platform';
import { appShellFixture, mainMenuFixture } from '../testing/shell-fixtures';
import { MobileMenu } from './mobile-menu';

function renderMenu(showLanguages = true) {
  appShell.set(appShellFixture());
  render(
    <ShellRouter history={createMemoryHistory()}>
      <MobileMenu isOpen onClose={() => undefined} menu={mainMenuFixture} showLanguages={showLanguages} />
    </ShellRouter>,
  );
  return screen.getByRole('dialog');
}

describe('MobileMenu', () => {
  it('has the tabs Categories, Pages and Languages', () => {
    const dialog = renderMenu();
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Categories', 'Pages', 'Languages']);
  });

  it('hides the Languages tab on checkout', () => {
    const dialog = renderMenu(false);
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Categories', 'Pages']);
  });

  it('drills down, and tapping the active tab while deeper goes back one level', () => {
    const dialog = renderMenu();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Makeup' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Face' }));
    expect(within(dialog).getByRole('link', { name: 'See all in Face' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Concealer' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Categories' }));
    expect(within(dialog).getByRole('link', { name: 'See all in Makeup' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: 'Makeup' })).toBeTruthy();
  });

  it('lists the pages and the languages with full-reload links', () => {
    const dialog = renderMenu();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Pages' }));
    expect(within(dialog).getByRole('link', { name: 'Customer service' }).getAttribute('href')).toBe('/info/customer-service');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Languages' }));
    const deutsch = within(dialog).getByRole('link', { name: 'Deutsch' });
    expect(deutsch.getAttribute('href')).toBe('http://localhost/?lang=de-DE&market=SE&ssw=1');
    expect(deutsch.hasAttribute('data-full-reload')).toBe(true);
  });

  it('moves between tabs with the arrow keys', () => {
    const dialog = renderMenu();
    const categories = within(dialog).getByRole('tab', { name: 'Categories' });
    categories.focus();
    fireEvent.keyDown(categories, { key: 'ArrowRight' });
    const pages = within(dialog).getByRole('tab', { name: 'Pages' });
    expect(document.activeElement).toBe(pages);
    expect(pages.getAttribute('aria-selected')).toBe('true');
  });
});

function NavigateAway() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/brands')}>
      go elsewhere
    </button>
  );
}

describe('MobileMenu closing', () => {
  it('stays open when it mounts open, and closes on navigation', () => {
    appShell.set(appShellFixture());
    const onClose = jest.fn();
    render(
      <ShellRouter history={createMemoryHistory()}>
        <NavigateAway />
        <MobileMenu isOpen onClose={onClose} menu={mainMenuFixture} showLanguages />
      </ShellRouter>,
    );
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'go elsewhere', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
