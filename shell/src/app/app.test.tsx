import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { appShell, http } from '@storefront/platform';
import type { PageBase } from '@storefront/platform';
import { fakeFetch } from '../testing/fake-fetch';
import { appShellFixture, idleProgress$, mainMenuFixture, pageFixture, shellConfigFixture, testPageLoader, testServices } from '../testing/shell-fixtures';
import { App } from './app';

function StartPage({ page }: { page: PageBase }) {
  return (
    <article>
      <h1>{page.meta.title}</h1>
      <a href="/info/delivery">Delivery info</a>
      <a href="https://www.instagram.com/">Instagram</a>
    </article>
  );
}

function CmsPage({ page }: { page: PageBase }) {
  return <h1>{page.meta.title}</h1>;
}

const modules: Record<string, unknown> = {
  'catalog/StartPage': { default: StartPage },
  'catalog/CmsPage': { default: CmsPage },
  'checkout/Checkout': { default: CmsPage },
};

function renderApp({ first = pageFixture('/', 'StartPageViewModel', { meta: { title: 'Welcome' } }), config = shellConfigFixture() } = {}) {
  const pageLoader = testPageLoader(first, (url) => ({ kind: 'page', page: pageFixture(url, 'CmsPageViewModel'), status: 200, actualUrl: null, serverVersion: null }));
  const load = jest.fn(async (id: string) => modules[id]);
  const services = testServices(load, config, pageLoader);
  const view = render(<App services={services} progress$={idleProgress$()} />);
  return { ...view, pageLoader, load };
}

describe('App', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    appShell.set(appShellFixture());
    http.configure({ fetch: fakeFetch({ '/mainmenu': mainMenuFixture }) });
  });

  it('renders the landmarks around the page, with the skip link first and html lang set', async () => {
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(document.querySelector('a, button')?.textContent).toBe('Skip to content');
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.title).toBe('Welcome');
  });

  it('has no axe violations', async () => {
    renderApp();
    await screen.findByRole('navigation', { name: 'Main menu' });
    await screen.findByRole('contentinfo');
    const results = await axe.run(document.body);
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('loads a same-host link client-side and moves focus to the new heading', async () => {
    const { pageLoader } = renderApp();
    const load = jest.spyOn(pageLoader, 'load');
    const link = await screen.findByRole('link', { name: 'Delivery info' });
    await act(async () => void fireEvent.click(link));
    expect(window.location.pathname).toBe('/info/delivery');
    expect(load).toHaveBeenCalledWith('/info/delivery', { linkId: null });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Title of /info/delivery' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Title of /info/delivery');
  });

  it('leaves external links to the browser', async () => {
    renderApp();
    const link = await screen.findByRole('link', { name: 'Instagram' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
  });

  it('navigates on a page:navigate-request bus event', async () => {
    const { pageLoader } = renderApp();
    const load = jest.spyOn(pageLoader, 'load');
    const { bus } = await import('@storefront/platform');
    await screen.findByRole('heading', { name: 'Welcome' });
    await act(async () => bus.emit('page:navigate-request', { url: '/brands' }));
    expect(window.location.pathname).toBe('/brands');
    expect(load).toHaveBeenCalledWith('/brands', { linkId: null });
  });

  it('shows "could not be shown" for a page type the config does not know', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ first: pageFixture('/x', 'MysteryViewModel') });
    expect(await screen.findByText('This part of the page could not be shown right now.')).toBeTruthy();
    expect(error.mock.calls.some(([, e]) => String(e).includes('Component MysteryViewModel does not exist'))).toBe(true);
    error.mockRestore();
  });

  it('hides the footer and the market selector on a page in the checkout layout, whatever its name', async () => {
    const config = shellConfigFixture({ components: { PaymentStepViewModel: { remote: 'checkout', module: './Checkout' } } });
    renderApp({ first: pageFixture('/checkout', 'PaymentStepViewModel', { layout: 'checkout' }), config });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: /Country and language/ })).toBeNull();
  });

  it('hides the footer when the page asks', async () => {
    renderApp({ first: pageFixture('/', 'StartPageViewModel', { hideFooter: true }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('has no wish list or account buttons on store devices', async () => {
    appShell.set(appShellFixture({ isStoreDevice: true }));
    renderApp();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Wish list' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'My account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart, number of items: 0' })).toBeTruthy();
  });

  it('asks for login from the account button', async () => {
    const { bus } = await import('@storefront/platform');
    const seen: unknown[] = [];
    const subscription = bus.on('account:login-required').subscribe((event) => seen.push(event.payload));
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(seen).toEqual([{ returnUrl: '/' }]);
    subscription.unsubscribe();
  });
});
