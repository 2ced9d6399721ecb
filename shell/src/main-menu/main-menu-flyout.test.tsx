import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryHistory } from '../routing/history';
import { ShellRouter } from '../routing/router';
import { appShell } from '@storefront/platform';
import { appShellFixture, mainMenuFixture } from '../testing/shell-fixtures';
import { MainMenuFlyout } from './main-menu-flyout';

const isShown = (element: Element) => element.closest('[hidden]') === null;
const key = (element: Element, k: string) => act(() => void fireEvent.keyDown(element, { key: k }));

function renderFlyout() {
  appShell.set(appShellFixture());
  render(
    <ShellRouter history={createMemoryHistory()}>
      <MainMenuFlyout items={mainMenuFixture.items} />
    </ShellRouter>,
  );
  return {
    makeup: screen.getByRole('button', { name: 'Makeup' }),
    skincare: screen.getByRole('button', { name: 'Skincare' }),
    brands: screen.getByRole('link', { name: 'Brands' }),
  };
}

describe('MainMenuFlyout', () => {
  it('is a labelled navigation with disclosure buttons', () => {
    const { makeup } = renderFlyout();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(makeup.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(makeup.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    fireEvent.click(makeup);
    expect(makeup.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
  });

  it('puts a panel’s links in the page once it is first opened, and keeps them', () => {
    const { makeup } = renderFlyout();
    const panel = document.getElementById(makeup.getAttribute('aria-controls') ?? '')!;
    expect(panel.querySelectorAll('a')).toHaveLength(0);
    fireEvent.click(makeup);
    const links = panel.querySelectorAll('a').length;
    expect(links).toBeGreaterThan(1);
    fireEvent.click(makeup);
    expect(panel.hidden).toBe(true);
    expect(panel.querySelectorAll('a')).toHaveLength(links);
  });

  it('moves along the top items with the arrow keys, wrapping around', () => {
    const { makeup, skincare, brands } = renderFlyout();
    makeup.focus();
    key(makeup, 'ArrowRight');
    expect(document.activeElement).toBe(skincare);
    key(skincare, 'ArrowRight');
    expect(document.activeElement).toBe(brands);
    key(brands, 'ArrowRight');
    expect(document.activeElement).toBe(makeup);
    key(makeup, 'ArrowLeft');
    expect(document.activeElement).toBe(brands);
  });

  it('opens the panel with ArrowDown and walks its links with the arrow keys', () => {
    const { makeup } = renderFlyout();
    makeup.focus();
    key(makeup, 'ArrowDown');
    expect(makeup.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'See all in Makeup' }));
    key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Face' }));
    key(document.activeElement!, 'ArrowUp');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'See all in Makeup' }));
  });

  it('shows the first five level-3 items and the rest behind show more', () => {
    const { makeup } = renderFlyout();
    fireEvent.click(makeup);
    expect(isShown(screen.getByRole('link', { name: 'Bronzer', hidden: true }))).toBe(true);
    expect(isShown(screen.getByRole('link', { name: 'Primer', hidden: true }))).toBe(false);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(isShown(screen.getByRole('link', { name: 'Primer' }))).toBe(true);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('goes up one level with Escape: level 4 → level 3 → closed panel → nothing', () => {
    const { makeup } = renderFlyout();
    fireEvent.click(makeup);
    const toggle = screen.getByRole('button', { name: 'Show subcategories of Foundation' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const liquid = screen.getByRole('link', { name: 'Liquid foundation' });
    expect(isShown(liquid)).toBe(true);

    liquid.focus();
    key(liquid, 'Escape');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(makeup.getAttribute('aria-expanded')).toBe('true');

    key(toggle, 'Escape');
    expect(makeup.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(makeup);

    key(makeup, 'Escape');
    expect(makeup.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(makeup);
  });

  it('closes when focus leaves the menu', () => {
    const { makeup } = renderFlyout();
    fireEvent.click(makeup);
    fireEvent.blur(makeup, { relatedTarget: document.body });
    expect(makeup.getAttribute('aria-expanded')).toBe('false');
  });
});
