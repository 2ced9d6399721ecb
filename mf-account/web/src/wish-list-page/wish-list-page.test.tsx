import { act, fireEvent, screen, within } from '@testing-library/react';
import { appShell, type WishListItem } from '@storefront/platform';
import type { AccountWishListPageViewModel } from '../../../contract/wish-list';
import { aWishListItem, givenAppShell } from '../testing/member-fixtures';
import { renderWithStores } from '../testing/render-with-stores';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/environment';
import WishListPage from './wish-list-page';

const lipstick = aWishListItem();
const serum = aWishListItem({ code: '200001', title: 'Hydra Serum', entryName: 'Hydra Serum', brandName: 'Aurora' });
const perfume = aWishListItem({ code: '300001', entryName: 'Nuit Eau de Parfum', notAvailableInMarket: true });

const aWishListPage = (items: WishListItem[], maxItemsInWishList = 100): AccountWishListPageViewModel => ({
  componentName: 'AccountWishListPageViewModel',
  url: '/wishlist',
  meta: { title: 'Wish list' },
  currentTheme: 'default',
  items,
  maxItemsInWishList,
});

const lines = () => within(screen.getByRole('list', { name: 'Products in your wish list' })).getAllByRole('listitem');

describe('WishListPage (AccountWishListPageViewModel)', () => {
  test("shows the page's products, newer than the app shell's, with the count and the market note", () => {
    givenAppShell({ wishList: [lipstick] });
    const { wishList } = renderWithStores(<WishListPage page={aWishListPage([lipstick, serum, perfume])} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wish list');
    expect(screen.getByText('Saved products: 3')).toBeTruthy();
    expect(lines().map((line) => within(line).getByRole('link').textContent)).toEqual(['Velvet Lipstick', 'Hydra Serum', 'Nuit Eau de Parfum']);
    expect(within(lines()[2]!).getByText('Not available in your market')).toBeTruthy();
    expect(wishList.getState().items).toHaveLength(3);
  });

  test('removes a product at once and sends where it was removed', async () => {
    givenAppShell({ wishList: [] });
    const { sentTo } = renderWithStores(<WishListPage page={aWishListPage([lipstick, serum])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Velvet Lipstick from the wish list' }));
    expect(lines()).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Hydra Serum from the wish list' }));
    await act(settle);
    expect(sentTo('/accountwishlist/remove')[0]!.body).toEqual({ code: '100001', location: 'wish-list-page' });
  });

  test('removing the last product leaves focus on the list and shows the empty message', async () => {
    givenAppShell({ wishList: [] });
    const { container } = renderWithStores(<WishListPage page={aWishListPage([lipstick])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Velvet Lipstick from the wish list' }));
    expect(screen.getByText('Your wish list is empty. Tap the heart on a product to save it here.')).toBeTruthy();
    expect(document.activeElement).toBe(container.querySelector('.a_WishListItems'));
    expect(screen.queryByText(/Saved products/)).toBeNull();
  });

  test('shows the limit message when the list has reached maxItemsInWishList', () => {
    const shell = givenAppShell();
    appShell.set({ ...shell, siteSettings: { ...shell.siteSettings, maxItemsInWishList: 2 } });
    renderWithStores(<WishListPage page={aWishListPage([lipstick, serum], 2)} />);
    expect(screen.getByText('Your wish list is full: it holds at most 2 products. Remove one to add another.')).toBeTruthy();
  });

  test('has no axe violations, with products and empty', async () => {
    givenAppShell();
    const { rerender } = renderWithStores(
      <main>
        <WishListPage page={aWishListPage([lipstick, serum, perfume])} />
      </main>,
    );
    expect(await axeViolations()).toEqual([]);
    rerender(
      <main>
        <WishListPage page={aWishListPage([])} />
      </main>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
