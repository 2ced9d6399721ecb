import { render, screen, within } from '@testing-library/react';
import { appShell, http, type ShellConfig } from '@storefront/platform';
import { fakeFetch } from '../testing/fake-fetch';
import { appShellFixture, idleProgress$, mainMenuFixture, pageFixture, shellConfigFixture, testPageLoader, testServices } from '../testing/shell-fixtures';
import { App } from './app';

const StartPage = () => <h1>Welcome</h1>;
const modules: Record<string, unknown> = {
  'catalog/StartPage': { default: StartPage },
  'account/AccountButton': { default: () => <button type="button">Account from team Account</button> },
  'account/WishListButton': { default: () => <button type="button">Wish list from team Account</button> },
  'account/ImpersonationBar': { default: () => <p>Acting as kund@example.com</p> },
  'account/AccountOverlays': { default: () => <p>Account overlays</p> },
  'account/NewsletterSignup': { default: () => <p>Newsletter from team Account</p> },
};

const accountSlots: ShellConfig['slots'] = {
  'header:account': { remote: 'account', module: './AccountButton' },
  'header:wish-list': { remote: 'account', module: './WishListButton' },
  'shell:top-bar': { remote: 'account', module: './ImpersonationBar' },
  'shell:overlays': { remote: 'account', module: './AccountOverlays' },
  'footer:newsletter': { remote: 'account', module: './NewsletterSignup' },
};

function renderApp(slots: ShellConfig['slots'] = accountSlots, load = async (id: string) => modules[id]) {
  const pageLoader = testPageLoader(pageFixture('/', 'StartPageViewModel'), () => ({ kind: 'failure', status: 500 }));
  const services = testServices(jest.fn(load), shellConfigFixture({ slots }), pageLoader);
  return render(<App services={services} progress$={idleProgress$()} />);
}

describe('team Account in the shell', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    appShell.set(appShellFixture());
    http.configure({ fetch: fakeFetch({ '/mainmenu': mainMenuFixture }) });
  });

  it('fills the header, top bar, overlay and footer slots with its modules', async () => {
    const visitor = appShellFixture();
    appShell.set({ ...visitor, currentUser: { ...visitor.currentUser, id: 'm-1', isLoggedIn: true, isImpersonating: true, email: 'kund@example.com' } });
    renderApp();
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Account from team Account' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Wish list from team Account' })).toBeTruthy();
    expect(within(header).queryByRole('button', { name: 'My account' })).toBeNull();
    expect(await screen.findByText('Acting as kund@example.com')).toBeTruthy();
    expect(await screen.findByText('Account overlays')).toBeTruthy();
    expect(await screen.findByText('Newsletter from team Account')).toBeTruthy();
    // The top bar comes first after the skip link, before the header.
    expect(screen.getByText('Acting as kund@example.com').compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps today\'s buttons and newsletter text while no team fills the slots', async () => {
    renderApp({});
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wish list' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Newsletter' })).toBeTruthy();
  });

  it('takes a member to my pages, with a link, while no team fills the account slot', async () => {
    const visitor = appShellFixture();
    appShell.set({ ...visitor, currentUser: { ...visitor.currentUser, id: 'm-1', isLoggedIn: true } });
    renderApp({});
    expect((await screen.findByRole('link', { name: 'My account' })).getAttribute('href')).toBe('/my-pages');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('loads the impersonation bar only while an administrator acts as a customer', async () => {
    const load = jest.fn(async (id: string) => modules[id]);
    renderApp(accountSlots, load);
    expect(await screen.findByText('Account overlays')).toBeTruthy();
    expect(screen.queryByText('Acting as kund@example.com')).toBeNull();
    expect(load).not.toHaveBeenCalledWith('account/ImpersonationBar');
  });

  it('an overlay or top bar that cannot load leaves nothing on the page', async () => {
    appShell.set(appShellFixture({ currentUser: { id: 'm1', isLoggedIn: true, isImpersonating: true } }));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(
      { 'shell:overlays': accountSlots['shell:overlays']!, 'shell:top-bar': accountSlots['shell:top-bar']! },
      async (id) => {
        if (id.startsWith('account/')) throw new Error('account is down');
        return modules[id];
      },
    );
    await screen.findByRole('heading', { name: 'Welcome' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('This part of the page could not be shown right now.')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    error.mockRestore();
  });

  it('no newsletter signup for members subscribed to both, nor on store devices', async () => {
    appShell.set(appShellFixture({ currentUser: { id: 'm1', isLoggedIn: true, isImpersonating: false }, isSubscribedToBoth: true }));
    const { unmount } = renderApp();
    await screen.findByRole('contentinfo');
    expect(screen.queryByText('Newsletter from team Account')).toBeNull();
    unmount();
    appShell.set(appShellFixture({ isStoreDevice: true }));
    renderApp();
    await screen.findByRole('contentinfo');
    expect(screen.queryByText('Newsletter from team Account')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account from team Account' })).toBeNull();
  });
});
