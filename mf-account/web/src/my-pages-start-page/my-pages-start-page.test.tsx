import { screen, within } from '@testing-library/react';
import type { MyPagesStartPageViewModel } from '../../../contract/my-pages';
import { aLoyaltyStatus, anOrderSummary, aPageBase, aProfile, gold, sek } from '../testing/my-pages-fixtures';
import { givenMember, renderPage } from '../testing/my-pages';
import { axeViolations } from '../testing/axe';
import MyPagesStartPage from './my-pages-start-page';

const aStartPage = (overrides: Partial<MyPagesStartPageViewModel> = {}): MyPagesStartPageViewModel => ({
  ...aPageBase('MyPagesStartPageViewModel', '/my-pages'),
  profile: aProfile(),
  loyalty: aLoyaltyStatus(),
  ongoingOrders: [anOrderSummary(), anOrderSummary({ orderNumber: 'B1000050', status: 'shipped', total: sek(1299), itemCount: 1 })],
  links: [{ url: '/club', title: 'The club' }, { url: '/info/returns', title: 'Returns and complaints' }],
  ...overrides,
});

describe('MyPagesStartPage', () => {
  beforeEach(() => givenMember());

  test('greets the member by first name and shows the member number', async () => {
    renderPage(<MyPagesStartPage page={aStartPage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hi Anna!');
    const member = screen.getByText('Member number').closest('dl')!;
    expect(within(member).getByText('7001234567')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show my QR code' }).getAttribute('href')).toBe('/my-pages/qr-code');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(await axeViolations()).toEqual([]);
  });

  test('a name is text, never markup; without one the page welcomes', () => {
    const { unmount } = renderPage(<MyPagesStartPage page={aStartPage({ profile: aProfile({ firstName: '<img src=x onerror=alert(1)>' }) })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hi <img src=x onerror=alert(1)>!');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    unmount();
    renderPage(<MyPagesStartPage page={aStartPage({ profile: aProfile({ firstName: '  ' }) })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to My pages');
  });

  test('shows the loyalty level, the points and a labelled progress bar to the next level', () => {
    renderPage(<MyPagesStartPage page={aStartPage()} />);
    const loyalty = screen.getByRole('region', { name: 'Your club level' });
    expect(within(loyalty).getByText('Level: Gold')).toBeTruthy();
    expect(within(loyalty).getByText('1,250 points earned in the last 12 months')).toBeTruthy();
    expect(within(loyalty).getByText('1,750 points left to Platinum')).toBeTruthy();
    const progress = within(loyalty).getByRole('progressbar', { name: 'Progress towards Platinum' }) as HTMLProgressElement;
    expect([progress.value, progress.max]).toEqual([250, 2000]);
    expect(progress.getAttribute('aria-valuetext')).toBe('1,250 of 3,000 points');
  });

  test('at the highest level there is no progress bar', () => {
    renderPage(<MyPagesStartPage page={aStartPage({ loyalty: aLoyaltyStatus({ level: gold, nextLevel: null, pointsToNextLevel: null }) })} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('You have reached the highest level. Well done!')).toBeTruthy();
  });

  test('lists the ongoing orders, each a link to its details', () => {
    renderPage(<MyPagesStartPage page={aStartPage()} />);
    const orders = within(screen.getByRole('region', { name: 'Ongoing orders' })).getAllByRole('listitem');
    expect(orders).toHaveLength(2);
    expect(within(orders[0]!).getByRole('link', { name: 'Order B1000042' }).getAttribute('href')).toBe('/my-pages/orders/B1000042');
    expect(within(orders[0]!).getByText('March 14, 2025')).toBeTruthy();
    expect(within(orders[0]!).getByText('Received')).toBeTruthy();
    expect(within(orders[0]!).getByText('547 kr')).toBeTruthy();
    expect(within(orders[1]!).getByText('Shipped')).toBeTruthy();
    expect(within(orders[1]!).getByText('1 299 kr')).toBeTruthy();
  });

  test('says so when nothing is on its way', () => {
    renderPage(<MyPagesStartPage page={aStartPage({ ongoingOrders: [] })} />);
    const orders = screen.getByRole('region', { name: 'Ongoing orders' });
    expect(within(orders).getByText('You have no ongoing orders right now.')).toBeTruthy();
    expect(within(orders).getByRole('link', { name: 'See all orders' }).getAttribute('href')).toBe('/my-pages/orders');
  });

  test('shows the shortcuts the server sends', () => {
    renderPage(<MyPagesStartPage page={aStartPage()} />);
    const links = within(screen.getByRole('region', { name: 'Shortcuts' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['The club', '/club'],
      ['Returns and complaints', '/info/returns'],
    ]);
  });

  test('dates and numbers follow the culture', () => {
    givenMember('sv-SE');
    renderPage(<MyPagesStartPage page={aStartPage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hej Anna!');
    expect(screen.getAllByText('14 mars 2025')).toHaveLength(2);
    expect(screen.getByText('1 250 poäng intjänade de senaste 12 månaderna')).toBeTruthy();
  });
});
