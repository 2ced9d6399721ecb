import { BehaviorSubject } from 'rxjs';
import { serialQueue, sharedConnection, translate, type AppShellData, type AppShellStore, type Bus, type HttpClient, type WishListItem } from '@storefront/platform';
import { fromOtherTabs } from '../stores/from-other-tabs';
import type { ConnectedStore } from '../stores/use-store-state';
import { applyPendingChanges, type PendingWishListChange } from './pending-changes';
import { WishListFullError, WishListLoginRequiredError } from './wish-list-errors';
import { postWishListAdd, postWishListRemove } from './wish-list-requests';

export interface WishListState {
  /** The server's list with the changes on their way applied. */
  items: WishListItem[];
  isLoggedIn: boolean;
  maxItems: number;
  /** The list length has reached maxItemsInWishList; the limit message shows and adding is refused. */
  isFull: boolean;
  /** Codes with a change on its way. */
  pendingCodes: string[];
}

export interface WishListChangeOptions {
  /** Where the change was made (sent as `location`), e.g. 'product-page'. */
  location?: string;
}

export interface WishListAddOptions extends WishListChangeOptions {
  /** What the page already knows of the product, shown until the server's item arrives. */
  item?: Partial<Omit<WishListItem, 'code'>>;
}

export interface WishListStore extends ConnectedStore<WishListState> {
  /**
   * POST /accountwishlist/add, shown at once and rolled back when it fails. Logged out: asks for a login and rejects
   * with 'Add item to wishlist requires login'; a full list rejects with WishListFullError. Nothing is sent then.
   */
  add(code: string, options?: WishListAddOptions): Promise<void>;
  /** POST /accountwishlist/remove, shown at once and rolled back when it fails. */
  remove(code: string, options?: WishListChangeOptions): Promise<void>;
  /** A list the server sent another way (the wish-list page's view model). */
  receiveItems(items: WishListItem[]): void;
}

export interface WishListStoreOptions {
  http: Pick<HttpClient, 'post'>;
  bus: Bus;
  appShell: Pick<AppShellStore, 'get' | 'data$'>;
}

interface StoreData {
  serverItems: WishListItem[];
  pending: PendingWishListChange[];
  isLoggedIn: boolean;
  maxItems: number;
}

const placeholderItem = (code: string, details: WishListAddOptions['item'] = {}): WishListItem => ({
  title: '',
  image: null,
  url: '',
  brandName: '',
  entryName: '',
  notAvailableInMarket: false,
  ...details,
  code,
});

const currentUrl = () => (typeof window === 'undefined' ? undefined : `${window.location.pathname}${window.location.search}`);

/** The member's wish list, shared by the heart button, the product page toggle and the wish-list page. */
export function createWishListStore({ http, bus, appShell }: WishListStoreOptions): WishListStore {
  const shell = appShell.get();
  let data: StoreData = {
    serverItems: shell?.wishList ?? [],
    pending: [],
    isLoggedIn: shell?.currentUser.isLoggedIn ?? false,
    maxItems: shell?.siteSettings.maxItemsInWishList ?? Number.POSITIVE_INFINITY,
  };
  let lastShellList: WishListItem[] | undefined = shell?.wishList;
  const stateOf = ({ serverItems, pending, isLoggedIn, maxItems }: StoreData): WishListState => {
    const items = applyPendingChanges(serverItems, pending);
    return {
      items,
      isLoggedIn,
      maxItems,
      isFull: items.length >= maxItems,
      pendingCodes: pending.map((change) => (change.kind === 'add' ? change.item.code : change.code)),
    };
  };
  const state$ = new BehaviorSubject<WishListState>(stateOf(data));
  let changeId = 0;
  // Changes are sent one after another, so answers apply in the order the shopper made them.
  const enqueue = serialQueue();

  function set(next: Partial<StoreData>): void {
    data = { ...data, ...next };
    state$.next(stateOf(data));
  }

  const withoutChange = (change: PendingWishListChange) => data.pending.filter((pending) => pending.id !== change.id);

  function announceChange(): void {
    bus.emit('wishlist:changed', { codes: data.serverItems.map((item) => item.code) });
  }

  function followAppShell(shellData: AppShellData | null): void {
    if (!shellData) return;
    const next: Partial<StoreData> = {
      isLoggedIn: shellData.currentUser.isLoggedIn,
      maxItems: shellData.siteSettings.maxItemsInWishList,
    };
    // A new app shell list is the server's truth (a refresh, a login, a logout); changes on their way stay applied.
    if (shellData.wishList !== lastShellList) {
      lastShellList = shellData.wishList;
      next.serverItems = shellData.wishList;
    }
    set(next);
  }

  function followOtherTab(codes: string[]): void {
    const known = new Set(data.serverItems.map((item) => item.code));
    set({ serverItems: data.serverItems.filter((item) => codes.includes(item.code)) });
    // Another tab added something this tab has no details of: the app shell data brings them.
    if (codes.some((code) => !known.has(code))) bus.emit('appshell:reload-request', { reason: 'wishlist:changed' });
  }

  function add(code: string, { item, location }: WishListAddOptions = {}): Promise<void> {
    const shellData = appShell.get();
    if (shellData) followAppShell(shellData);
    if (!data.isLoggedIn) {
      bus.emit('account:login-required', {
        returnUrl: currentUrl(),
        message: translate(shellData?.languagePhrases, '/Member/WishList/LoginRequired'),
      });
      return Promise.reject(new WishListLoginRequiredError());
    }
    const { items, isFull, maxItems } = state$.getValue();
    if (items.some((saved) => saved.code === code)) return Promise.resolve();
    if (isFull) return Promise.reject(new WishListFullError(maxItems));

    const change: PendingWishListChange = { id: (changeId += 1), kind: 'add', item: placeholderItem(code, item) };
    set({ pending: [...data.pending, change] });
    return enqueue(async () => {
      try {
        const added = await postWishListAdd(http, { code, location });
        const confirmed = added.length > 0 ? added : [change.item];
        const confirmedCodes = new Set(confirmed.map((saved) => saved.code));
        set({
          serverItems: [...data.serverItems.filter((saved) => !confirmedCodes.has(saved.code)), ...confirmed],
          pending: withoutChange(change),
        });
      } catch (error) {
        set({ pending: withoutChange(change) });
        throw error;
      }
      announceChange();
    });
  }

  function remove(code: string, { location }: WishListChangeOptions = {}): Promise<void> {
    if (!state$.getValue().items.some((saved) => saved.code === code)) return Promise.resolve();
    const change: PendingWishListChange = { id: (changeId += 1), kind: 'remove', code };
    set({ pending: [...data.pending, change] });
    return enqueue(async () => {
      try {
        await postWishListRemove(http, { code, location });
        set({ serverItems: data.serverItems.filter((saved) => saved.code !== code), pending: withoutChange(change) });
      } catch (error) {
        set({ pending: withoutChange(change) });
        throw error;
      }
      announceChange();
    });
  }

  const connect = sharedConnection(() => {
    const listening = appShell.data$.subscribe(followAppShell);
    listening.add(fromOtherTabs(bus, 'wishlist:changed').subscribe(({ payload }) => followOtherTab(payload.codes)));
    return listening;
  });

  return {
    state$: state$.asObservable(),
    getState: () => state$.getValue(),
    connect,
    add,
    remove,
    receiveItems: (items) => set({ serverItems: items }),
  };
}
