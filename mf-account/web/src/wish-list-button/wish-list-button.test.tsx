import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appShell } from '@storefront/platform';
import { aWishListItem, givenAppShell, givenVisitor } from '../testing/member-fixtures';
import { interceptLinks, renderWithStores } from '../testing/render-with-stores';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/environment';
import WishListButton, { MemberWishListButton } from './wish-list-button';

// A member's button is a chunk of its own (a visitor's page does not load it): here it is loaded before the tests.
beforeAll(() => MemberWishListButton.preload());

const lipstick = aWishListItem({ price: { current: { amount: 24900, currency: 'SEK' }, useDiscountStyling: false, isMemberPrice: false, isPremium: false, comparisonPrices: [] } });
const serum = aWishListItem({ code: '200001', title: 'Hydra Serum', entryName: 'Hydra Serum', brandName: 'Aurora', variationDescription: '30 ml', image: null });
const perfume = aWishListItem({ code: '300001', title: 'Nuit Eau de Parfum', entryName: 'Nuit Eau de Parfum', brandName: 'Maison', notAvailableInMarket: true });

let links: ReturnType<typeof interceptLinks>;
beforeEach(() => {
  links = interceptLinks();
});
afterEach(() => links.stop());

function openFlyout() {
  fireEvent.click(screen.getByRole('button', { name: /^Wish list, / }));
  return screen.getByRole('dialog', { name: 'Wish list' });
}

const lines = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Products in your wish list' })).getAllByRole('listitem');

describe('WishListButton', () => {
  test('logged out: asks for a login, with the way back', () => {
    givenVisitor();
    window.history.replaceState(null, '', '/c/makeup');
    const { recorded } = renderWithStores(<WishListButton />);
    const loginRequests = recorded('account:login-required');
    fireEvent.click(screen.getByRole('button', { name: 'Wish list' }));
    expect(loginRequests).toEqual([{ returnUrl: '/c/makeup', message: 'Log in to save products to your wish list.' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('is hidden on store devices', () => {
    givenAppShell({ isStoreDevice: true, wishList: [lipstick] });
    const { container } = renderWithStores(<WishListButton />);
    expect(container.innerHTML).toBe('');
  });

  test('shows the number of saved products and follows the list', () => {
    givenAppShell({ wishList: [lipstick, serum] });
    const { container } = renderWithStores(<WishListButton />);
    expect(screen.getByRole('button', { name: 'Wish list, 2 products' })).toBeTruthy();
    expect(container.querySelector('.a_WishListButton__count')?.textContent).toBe('2');
    act(() => appShell.set({ ...appShell.get()!, wishList: [] }));
    expect(screen.getByRole('button', { name: 'Wish list, 0 products' })).toBeTruthy();
    expect(container.querySelector('.a_WishListButton__count')).toBeNull();
  });

  test('opens a right flyout with each product: image, brand, name, variation, price and the market note', () => {
    givenAppShell({ wishList: [lipstick, serum, perfume] });
    renderWithStores(<WishListButton />);
    const dialog = openFlyout();
    expect(dialog.className).toContain('p_Drawer--right');
    const [first, second, third] = lines(dialog);
    expect(within(first!).getByRole('link').getAttribute('href')).toBe('/p/velvet-lipstick/100001');
    expect(first!.querySelector('img')?.getAttribute('alt')).toBe('Velvet Lipstick Ruby');
    expect(first!.textContent).toContain('Lumière');
    expect(first!.textContent).toContain('Ruby 3.5 g');
    expect(first!.textContent).toContain('249 kr');
    expect(within(second!).getByRole('link', { name: 'Hydra Serum' })).toBeTruthy();
    expect(second!.textContent).toContain('30 ml');
    expect(within(third!).getByText('Not available in your market')).toBeTruthy();
    expect(third!.className).toContain('a_WishListLine--unavailable');
    expect(within(first!).queryByText('Not available in your market')).toBeNull();
  });

  test('a product removed in the flyout goes at once; focus moves to the next remove button; the result is announced', async () => {
    givenAppShell({ wishList: [lipstick, serum, perfume] });
    const { sentTo } = renderWithStores(<WishListButton />);
    const dialog = openFlyout();
    const remove = within(dialog).getByRole('button', { name: 'Remove Hydra Serum from the wish list' });
    remove.focus();
    fireEvent.click(remove);
    expect(lines(dialog)).toHaveLength(2);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Remove Nuit Eau de Parfum from the wish list' }));
    await act(settle);
    expect(sentTo('/accountwishlist/remove')[0]!.body).toEqual({ code: '200001', location: 'wish-list-flyout' });
    await act(async () => sentTo('/accountwishlist/remove')[0]!.answer({ exponeaEvents: [] }));
    expect(within(dialog).getByText('Hydra Serum was removed from your wish list.')).toBeTruthy();
  });

  test('a failed removal puts the product back and says so', async () => {
    givenAppShell({ wishList: [lipstick] });
    const { sentTo } = renderWithStores(<WishListButton />);
    const dialog = openFlyout();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Velvet Lipstick from the wish list' }));
    expect(within(dialog).getByText(/Your wish list is empty/)).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await act(settle);
    await act(async () => sentTo('/accountwishlist/remove')[0]!.fail(500));
    await act(settle);
    expect(lines(dialog)).toHaveLength(1);
    expect(within(dialog).getByText('Velvet Lipstick could not be removed. Please try again.')).toBeTruthy();
  });

  test('shows the limit message when the list has reached its maximum', () => {
    const shell = givenAppShell({ wishList: [lipstick, serum] });
    appShell.set({ ...shell, siteSettings: { ...shell.siteSettings, maxItemsInWishList: 2 } });
    renderWithStores(<WishListButton />);
    const dialog = openFlyout();
    expect(within(dialog).getByText('Your wish list is full: it holds at most 2 products. Remove one to add another.')).toBeTruthy();
  });

  test("'go to wish list' leads to /wishlist and closes the flyout; Escape gives focus back to the heart", async () => {
    givenAppShell({ wishList: [lipstick] });
    renderWithStores(<WishListButton />);
    const button = screen.getByRole('button', { name: /^Wish list, / });
    button.focus();
    let dialog = openFlyout();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Go to wish list' }));
    expect(links.navigations).toEqual(['/wishlist']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = openFlyout();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  test('has no axe violations, closed and open', async () => {
    givenAppShell({ wishList: [lipstick, serum, perfume] });
    renderWithStores(
      <header>
        <WishListButton />
      </header>,
    );
    expect(await axeViolations()).toEqual([]);
    openFlyout();
    expect(await axeViolations()).toEqual([]);
  });
});
