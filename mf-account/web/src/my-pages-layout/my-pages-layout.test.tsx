import { fireEvent, screen, within } from '@testing-library/react';
import { givenMember, renderPage, settle } from '../testing/my-pages';
import { AccountEnvironmentContext } from '../environment/account-environment';
import { axeViolations } from '../testing/axe';
import { aTestEnvironment } from '../testing/environment';
import { MyPagesLayout } from './my-pages-layout';
import { currentLinkOf } from './my-pages-links';

describe('MyPagesLayout', () => {
  beforeEach(() => givenMember());

  test('is a navigation landmark with a link to every page of my pages', async () => {
    renderPage(
      <MyPagesLayout url="/my-pages/profile">
        <h1>My profile</h1>
      </MyPagesLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'My pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/my-pages'],
      ['My profile', '/my-pages/profile'],
      ['Newsletters', '/my-pages/subscriptions'],
      ['Ongoing orders', '/my-pages/orders/ongoing'],
      ['Order history', '/my-pages/orders'],
      ['Monitored products', '/my-pages/monitored-products'],
      ['My QR code', '/my-pages/qr-code'],
      ['Wish list', '/wishlist'],
      ['Notifications', '/notifications'],
    ]);
    expect(within(nav).getByRole('link', { name: 'My profile' }).getAttribute('aria-current')).toBe('page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  test('marks the page itself, else the section a page belongs to', () => {
    expect(currentLinkOf('/my-pages')).toEqual({ url: '/my-pages', current: 'page' });
    expect(currentLinkOf('/my-pages/orders/ongoing')).toEqual({ url: '/my-pages/orders/ongoing', current: 'page' });
    expect(currentLinkOf('/my-pages/orders/')).toEqual({ url: '/my-pages/orders', current: 'page' });
    expect(currentLinkOf('/my-pages/orders/B1000042/receipt')).toEqual({ url: '/my-pages/orders', current: 'true' });
    expect(currentLinkOf('/my-pages/orders/B1000042/return?kind=return')).toEqual({ url: '/my-pages/orders', current: 'true' });
    expect(currentLinkOf('https://shop.example.com/my-pages/qr-code')).toEqual({ url: '/my-pages/qr-code', current: 'page' });
    expect(currentLinkOf('/club')).toBeNull();
  });

  test('names the links in the shopper\'s language', () => {
    givenMember('sv-SE');
    renderPage(
      <MyPagesLayout url="/my-pages">
        <h1>Mina sidor</h1>
      </MyPagesLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Mina sidor' });
    expect(within(nav).getByRole('link', { name: 'Översikt' }).getAttribute('aria-current')).toBe('page');
  });

  test('the navigation ends with a logout button that logs out as everywhere else', async () => {
    const { environment, requests, visited } = aTestEnvironment();
    renderPage(
      <AccountEnvironmentContext.Provider value={environment}>
        <MyPagesLayout url="/my-pages">
          <h1>My pages</h1>
        </MyPagesLayout>
      </AccountEnvironmentContext.Provider>,
    );
    const nav = screen.getByRole('navigation', { name: 'My pages' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Log out' }));
    expect(requests.map((request) => [request.method, request.url])).toEqual([['POST', '/dologout']]);
    requests[0]!.answer({ success: true, redirectUrl: '/' });
    await settle();
    expect(visited).toEqual(['/']);
  });
});
