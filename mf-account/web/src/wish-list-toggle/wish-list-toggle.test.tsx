import { act, fireEvent, screen } from '@testing-library/react';
import { appShell } from '@storefront/platform';
import { aWishListItem, givenAppShell, givenVisitor } from '../testing/member-fixtures';
import { renderWithStores } from '../testing/render-with-stores';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/environment';
import WishListToggle from './wish-list-toggle';

const lipstick = aWishListItem();
const serum = aWishListItem({ code: '200001', entryName: 'Hydra Serum' });

const toggle = () => screen.getByRole('button', { name: 'Save to wish list' });

describe('WishListToggle (slot product:wish-list)', () => {
  test('shows whether the product is saved with aria-pressed', () => {
    givenAppShell({ wishList: [lipstick] });
    const { rerender } = renderWithStores(<WishListToggle code="100001" />);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    rerender(<WishListToggle code="200001" />);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
  });

  test('saves the product at once with what the page knows, then announces it', async () => {
    givenAppShell({ wishList: [] });
    const { sentTo, wishList } = renderWithStores(
      <WishListToggle code="200001" item={{ title: 'Hydra Serum', brandName: 'Aurora', url: '/p/hydra-serum/200001' }} />,
    );
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(toggle().getAttribute('aria-busy')).toBe('true');
    expect(wishList.getState().items[0]).toMatchObject({ code: '200001', title: 'Hydra Serum', brandName: 'Aurora' });
    await act(settle);
    expect(sentTo('/accountwishlist/add')[0]!.body).toEqual({ code: '200001', location: 'product-page' });
    await act(async () => sentTo('/accountwishlist/add')[0]!.answer({ addedItems: [serum], exponeaEvents: [] }));
    expect(screen.getByRole('status').textContent).toBe('Saved to your wish list.');
    expect(toggle().getAttribute('aria-busy')).toBeNull();
  });

  test('removes a saved product; a failure puts it back and says so', async () => {
    givenAppShell({ wishList: [lipstick] });
    const { sentTo } = renderWithStores(<WishListToggle code="100001" />);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    await act(settle);
    expect(sentTo('/accountwishlist/remove')[0]!.body).toEqual({ code: '100001', location: 'product-page' });
    await act(async () => sentTo('/accountwishlist/remove')[0]!.fail(500));
    await act(settle);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Something went wrong. Please try again.');

    fireEvent.click(toggle());
    await act(settle);
    await act(async () => sentTo('/accountwishlist/remove')[1]!.answer({ exponeaEvents: [] }));
    expect(screen.getByRole('status').textContent).toBe('Removed from your wish list.');
  });

  test('logged out: asks for a login and stays unpressed', async () => {
    givenVisitor();
    const { recorded, requests } = renderWithStores(<WishListToggle code="100001" />);
    const loginRequests = recorded('account:login-required');
    fireEvent.click(toggle());
    await act(settle);
    expect(loginRequests).toHaveLength(1);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(requests).toHaveLength(0);
  });

  test('a full list refuses the product and shows the limit message', async () => {
    const shell = givenAppShell({ wishList: [lipstick] });
    appShell.set({ ...shell, siteSettings: { ...shell.siteSettings, maxItemsInWishList: 1 } });
    const { requests } = renderWithStores(<WishListToggle code="200001" />);
    fireEvent.click(toggle());
    await act(settle);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Your wish list is full: it holds at most 1 products. Remove one to add another.');
    expect(requests).toHaveLength(0);
  });

  test('is hidden on store devices', () => {
    givenAppShell({ isStoreDevice: true });
    const { container } = renderWithStores(<WishListToggle code="100001" />);
    expect(container.innerHTML).toBe('');
  });

  test('works by keyboard and has no axe violations', async () => {
    givenAppShell({ wishList: [] });
    const { sentTo } = renderWithStores(
      <main>
        <WishListToggle code="100001" />
      </main>,
    );
    toggle().focus();
    // A native button: Enter and Space click it.
    expect(toggle().tagName).toBe('BUTTON');
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(toggle());
    await act(settle);
    expect(sentTo('/accountwishlist/add')).toHaveLength(1);
  });
});
