import { BehaviorSubject, Subject, Subscription, filter, type Observable } from 'rxjs';
import { serialQueue, sharedConnection, type AppShellStore, type Bus, type Cart, type EventMap, type HttpClient, type PendingChange } from '@storefront/platform';
import { cartMessages } from './cart-messages';
import { postCouponCode, type CouponCodeOperation } from './coupon-codes';
import { getCart } from './get-cart';
import { itemCountOf } from './item-count';
import { applyPendingChanges, isChangeableLine, quantityInCart } from './pending-changes';
import { isValidQuantity, maxQuantityFor } from './quantity-rules';
import { updateCart } from './update-cart';

export type CartFailure =
  | { kind: 'load'; error: unknown }
  /** `codes` are the items of the change that failed: they are back at the server's quantity. */
  | { kind: 'update'; codes: string[]; error: unknown };

export interface CartState {
  /** The server's cart with the pending changes applied; null until the first answer. */
  cart: Cart | null;
  /** A fetch or a change is on its way. */
  loading: boolean;
  failure: CartFailure | null;
}

export type CartAction =
  /** The server accepted a change (`items`); `addedCodes` is not empty when it was an addition. */
  | { type: 'updated'; cart: Cart; addedCodes: string[]; items: PendingChange['items'] }
  | { type: 'update-failed'; codes: string[]; addedCodes: string[]; error: unknown }
  /** A quantity that is not a whole number from 0 to the maximum: refused before any request. */
  | { type: 'invalid-quantity'; code: string; quantity: number; max: number }
  /** A coupon code was added or removed, or was not: `message` is for the coupon bar. */
  | ({ type: 'coupon-code'; operation: CouponCodeOperation; code: string } & CouponCodeOutcome);

/** What became of a coupon code: the server's message, or why the request failed. */
export interface CouponCodeOutcome {
  success: boolean;
  message: string;
}

/** A product and how many of it to add. */
export interface CartEntry {
  code: string;
  quantity: number;
}

export interface CartStore {
  readonly state$: Observable<CartState>;
  getState(): CartState;
  readonly actions$: Observable<CartAction>;
  /**
   * Listens to the bus ('cart:item-added', cross-tab 'cart:changed') until the returned function is called;
   * the first connection fetches the cart unless one was received already or app shell data has it.
   */
  connect(): () => void;
  /** GET /cart. */
  load(): Promise<void>;
  /** A cart the server sent another way (the cart page's view model). */
  receiveCart(cart: Cart): void;
  /** Sets a line's quantity; 0 removes it. Rejects when the quantity is invalid or the server refuses. */
  changeQuantity(code: string, quantity: number): Promise<void>;
  removeItem(code: string): Promise<void>;
  /** Adds `quantity` to what the cart has of `code`. */
  addItem(code: string, quantity: number): Promise<void>;
  /** Adds several products in one change, each capped at its maximum (a link that fills the cart). */
  addItems(entries: readonly CartEntry[]): Promise<void>;
  /** POST /cart/addcouponCode, in turn with the changes; never rejects: a failure is an outcome. */
  addCouponCode(code: string): Promise<CouponCodeOutcome>;
  /** POST /cart/removecouponCode, in turn with the changes; never rejects. */
  removeCouponCode(code: string): Promise<CouponCodeOutcome>;
  dispose(): void;
}

export interface CartStoreOptions {
  http: Pick<HttpClient, 'get' | 'post'>;
  bus: Bus;
  appShell: Pick<AppShellStore, 'get'>;
  newChangeId?: () => string;
  /** Attempts of GET /cart, the first included. */
  loadAttempts?: number;
}

export class InvalidQuantityError extends Error {
  override readonly name = 'InvalidQuantityError';
  constructor(
    readonly code: string,
    readonly quantity: number,
    readonly max: number,
  ) {
    super(`Quantity ${quantity} of ${code} is not between 0 and ${max}`);
  }
}

export class CartUpdateRefusedError extends Error {
  override readonly name = 'CartUpdateRefusedError';
  constructor(readonly codes: string[]) {
    super(`The server did not accept the change of ${codes.join(', ')}`);
  }
}

interface StoreData {
  serverCart: Cart | null;
  pendingChanges: PendingChange[];
  fetching: boolean;
  failure: CartFailure | null;
}

const ignore = () => undefined;

let changeCounter = 0;
const defaultChangeId = () => `change-${Date.now().toString(36)}-${(changeCounter += 1)}`;

/** The cart: optimistic changes, sent one after another, rolled back when refused. */
export function createCartStore({
  http,
  bus,
  appShell,
  newChangeId = defaultChangeId,
  loadAttempts = 3,
}: CartStoreOptions): CartStore {
  let data: StoreData = { serverCart: null, pendingChanges: [], fetching: false, failure: null };
  const stateOf = ({ serverCart, pendingChanges, fetching, failure }: StoreData): CartState => ({
    cart: serverCart && applyPendingChanges(serverCart, pendingChanges),
    loading: fetching || pendingChanges.length > 0,
    failure,
  });
  const state$ = new BehaviorSubject<CartState>(stateOf(data));
  const messages = cartMessages(appShell);
  const actions$ = new Subject<CartAction>();
  // Fetches and changes share one queue, so an answer never overtakes an older one.
  const enqueue = serialQueue();
  // A fetch that waits its turn serves every caller until it starts; after that the cart may have changed again.
  let isLoadWaiting = false;
  let waitingLoad: Promise<void> = Promise.resolve();
  let loadsOnTheirWay = 0;
  let listening: Subscription | null = null;
  let hasConnected = false;

  function set(next: Partial<StoreData>): void {
    data = { ...data, ...next };
    state$.next(stateOf(data));
  }

  const withoutChange = (change: PendingChange) => data.pendingChanges.filter((pending) => pending.id !== change.id);

  function load(): Promise<void> {
    if (isLoadWaiting) return waitingLoad;
    isLoadWaiting = true;
    loadsOnTheirWay += 1;
    set({ fetching: true });
    waitingLoad = enqueue(async () => {
      isLoadWaiting = false;
      try {
        const serverCart = await getCart(http, loadAttempts);
        loadsOnTheirWay -= 1;
        set({ serverCart, fetching: loadsOnTheirWay > 0, failure: data.failure?.kind === 'load' ? null : data.failure });
      } catch (error) {
        loadsOnTheirWay -= 1;
        set({ fetching: loadsOnTheirWay > 0, failure: { kind: 'load', error } });
        throw error;
      }
    });
    return waitingLoad;
  }

  function fail(change: PendingChange, addedCodes: string[], error: unknown, serverCart = data.serverCart): void {
    const codes = Object.keys(change.items);
    set({ serverCart, pendingChanges: withoutChange(change), failure: { kind: 'update', codes, error } });
    actions$.next({ type: 'update-failed', codes, addedCodes, error });
  }

  async function send(change: PendingChange, addedCodes: string[]): Promise<void> {
    let answer;
    try {
      answer = await updateCart(http, { items: change.items, addedCodes, isCheckoutPage: false });
    } catch (error) {
      // The change is the first pending one (the queue sends in order): dropping it puts its items back.
      fail(change, addedCodes, error);
      throw error;
    }
    if (answer.cartUpdateResult?.success === false) {
      const refused = new CartUpdateRefusedError(Object.keys(change.items));
      fail(change, addedCodes, refused, answer.cart);
      throw refused;
    }
    set({ serverCart: answer.cart, pendingChanges: withoutChange(change) });
    const cart = state$.getValue().cart ?? answer.cart;
    bus.emit('cart:changed', { itemCount: itemCountOf(cart) });
    actions$.next({ type: 'updated', cart, addedCodes, items: change.items });
  }

  function refuse(code: string, quantity: number, max: number): Promise<never> {
    actions$.next({ type: 'invalid-quantity', code, quantity, max });
    return Promise.reject(new InvalidQuantityError(code, quantity, max));
  }

  /** Waits for the queue to pass a fetch, so a change is computed from a known cart. */
  async function whenCartKnown(codes: string[], addedCodes: string[]): Promise<Cart> {
    if (!data.fetching) load().catch(ignore);
    await enqueue(async () => undefined);
    const cart = state$.getValue().cart;
    if (cart) return cart;
    const error = data.failure?.error ?? new Error('The cart could not be loaded');
    actions$.next({ type: 'update-failed', codes, addedCodes, error });
    throw error;
  }

  /** A code and the quantity it should reach from what the cart has of it, within its maximum. */
  interface Wanted {
    code: string;
    quantityFrom: (current: number, max: number) => number;
  }

  async function requestChange(wanted: readonly Wanted[], addedCodes: string[]): Promise<void> {
    const cart = state$.getValue().cart ?? (await whenCartKnown(wanted.map(({ code }) => code), addedCodes));
    const items: PendingChange['items'] = {};
    for (const { code, quantityFrom } of wanted) {
      const previousQuantity = quantityInCart(cart, code);
      const line = cart.items.find((item) => item.code === code && isChangeableLine(item));
      const max = maxQuantityFor(line?.maxQuantity, appShell.get()?.siteSettings.maxBuyableQuantityPerArticle);
      const newQuantity = quantityFrom(previousQuantity, max);
      if (newQuantity === previousQuantity) continue;
      if (!isValidQuantity(newQuantity, max)) return refuse(code, newQuantity, max);
      items[code] = { previousQuantity, newQuantity };
    }
    if (Object.keys(items).length === 0) return;

    const change: PendingChange = { id: newChangeId(), items };
    set({ pendingChanges: [...data.pendingChanges, change], failure: null });
    return enqueue(() => send(change, addedCodes.filter((code) => code in items)));
  }

  const changeQuantity = (code: string, quantity: number) => requestChange([{ code, quantityFrom: () => quantity }], []);

  function addItem(code: string, quantity: number): Promise<void> {
    if (!Number.isInteger(quantity) || quantity < 1) return refuse(code, quantity, maxQuantityFor(undefined, undefined));
    return requestChange([{ code, quantityFrom: (current) => current + quantity }], [code]);
  }

  function addItems(entries: readonly CartEntry[]): Promise<void> {
    const quantities = new Map<string, number>();
    for (const { code, quantity } of entries) {
      if (Number.isInteger(quantity) && quantity >= 1) quantities.set(code, (quantities.get(code) ?? 0) + quantity);
    }
    if (quantities.size === 0) return Promise.resolve();
    const wanted = [...quantities].map(([code, quantity]): Wanted => ({
      code,
      quantityFrom: (current, max) => Math.max(current, Math.min(current + quantity, max)),
    }));
    return requestChange(wanted, [...quantities.keys()]);
  }

  function changeCouponCode(operation: CouponCodeOperation, enteredCode: string): Promise<CouponCodeOutcome> {
    const code = enteredCode.trim();
    if (!code) return Promise.resolve({ success: false, message: messages.couponCodeRequired() });
    return enqueue(async () => {
      let outcome: CouponCodeOutcome;
      try {
        const answer = await postCouponCode(http, operation, code);
        // The answer's cart has the promotions the code brings or takes away; later pending changes stay applied.
        if (answer.cart) {
          set({ serverCart: answer.cart });
          bus.emit('cart:changed', { itemCount: itemCountOf(state$.getValue().cart) });
        }
        const success = answer.success === true;
        outcome = { success, message: answer.message || messages.couponCodeAnswered(operation, code, success) };
      } catch (error) {
        outcome = { success: false, message: messages.couponCodeFailed(operation, error) };
      }
      actions$.next({ type: 'coupon-code', operation, code, ...outcome });
      return outcome;
    });
  }

  /** Tells the add-to-cart button that sent `requestId` what became of its addition. */
  function answerAddition(added: EventMap['cart:item-added'], outcome: Promise<void>): void {
    const { requestId, code } = added;
    if (requestId === undefined) {
      outcome.catch(ignore);
      return;
    }
    outcome.then(
      () => bus.emit('cart:item-add-settled', { requestId, code, success: true, message: messages.added() }),
      (error: unknown) => {
        const max = error instanceof InvalidQuantityError ? error.max : undefined;
        bus.emit('cart:item-add-settled', { requestId, code, success: false, message: messages.addFailed(error, max) });
      },
    );
  }

  function listen(): Subscription {
    const subscription = new Subscription();
    subscription.add(
      bus
        .on('cart:item-added')
        .pipe(filter((event) => !event.fromOtherTab))
        .subscribe(({ payload }) => answerAddition(payload, addItem(payload.code, payload.quantity))),
    );
    // Only other tabs' changes: this tab's own 'cart:changed' follows an answer it already has.
    subscription.add(
      bus
        .on('cart:changed')
        .pipe(filter((event) => event.fromOtherTab))
        .subscribe(() => load().catch(ignore)),
    );
    return subscription;
  }

  // One bus subscription for every part on screen that shows the cart.
  const connectListener = sharedConnection(() => (listening = listen()));

  return {
    state$: state$.asObservable(),
    getState: () => state$.getValue(),
    actions$: actions$.asObservable(),
    connect() {
      const end = connectListener();
      if (!hasConnected) {
        hasConnected = true;
        // The cart page brings the cart in its view model, and the document's app shell data brings the cart as the
        // gateway had it for this very page: only without either is it fetched (a first visit has none yet).
        const fromAppShell = appShell.get()?.cart;
        if (!data.serverCart && fromAppShell) set({ serverCart: fromAppShell });
        if (!data.serverCart) load().catch(ignore);
      }
      return end;
    },
    load,
    receiveCart: (serverCart) => set({ serverCart }),
    changeQuantity,
    removeItem: (code) => changeQuantity(code, 0),
    addItem,
    addItems,
    addCouponCode: (code) => changeCouponCode('add', code),
    removeCouponCode: (code) => changeCouponCode('remove', code),
    dispose() {
      listening?.unsubscribe();
      state$.complete();
      actions$.complete();
    },
  };
}
