import { BehaviorSubject, type Observable } from 'rxjs';
import {
  isRetryable,
  type Bus,
  type Cart,
  type HttpClient,
} from '@storefront/platform';
import type {
  CheckoutPageViewModel,
  CheckoutState,
  CheckoutUpdateResponse,
  CheckoutValidationResult,
} from '../../../contract/checkout';
import type { ClientPaymentAction } from '../../../contract/payment';
import { safeStorage, type KeyValueStorage } from '../browser-storage/safe-storage';
import { createChallengePrompt } from '../payment/challenge-prompt';
import { finishPurchase, PurchaseFailedError, type PaymentSteps, type PurchaseResult } from '../payment/finish-purchase';
import { startPurchase, type PurchaseInput } from '../payment/start-purchase';
import { applyChange, noCartDiff, type CheckoutCartDiff, type CheckoutChange, type CheckoutView } from './checkout-changes';
import { createCheckoutMemory } from './checkout-memory';
import { isBlank, withCompleteness } from './customer-info';
import { restoreChange } from './restore-change';
import { serverMessageOf } from './server-message';
import { withShippingRule } from './shipping-rule';
import { updateCheckout } from './update-checkout';
import { createUpdateQueue } from './update-queue';

export type PurchaseStatus =
  | 'idle'
  | 'running'
  /** The payment action waits for the shopper (the challenge dialog). */
  | 'challenge'
  /** Done: the page is leaving for the confirmation or the payment provider. */
  | 'leaving';

export interface CheckoutStoreState extends CheckoutView {
  requiresClubTerms: boolean;
  /** The server's last judgement of the form. */
  validationResult: CheckoutValidationResult | null;
  /** The server's answer to the last update it accepted (a refused coupon code says why here). */
  updateResult: CheckoutUpdateResponse['updateResult'] | null;
  /** Changes not yet accepted by the server. */
  isUpdating: boolean;
  /** The last update failed for good. With `willSendAgain` its changes stay shown and go with the next change or a retry. */
  updateFailure: { message?: string; willSendAgain: boolean } | null;
  purchase: {
    status: PurchaseStatus;
    challenge: ClientPaymentAction | null;
    /** Why the last attempt failed; `message` is the server's text for the shopper when it sent one. */
    failure: { message?: string } | null;
    /** The shopper has tried to complete the purchase: field errors show from then on. */
    attempted: boolean;
  };
}

export interface CheckoutStore {
  readonly state$: Observable<CheckoutStoreState>;
  getState(): CheckoutStoreState;
  /** Brings back what an earlier checkout on this device remembered (customer info, payment and shipping method); once. */
  restoreSaved(): void;
  /** Applies `change` at once and sends it with the next update; resolves when the server has accepted it. */
  change(change: CheckoutChange): Promise<void>;
  changeQuantity(code: string, quantity: number): Promise<void>;
  addCouponCode(code: string): Promise<void>;
  removeCouponCode(code: string): Promise<void>;
  /** Asks the server to fill in the address from the identification number. */
  fetchAddress(identificationNumber: string): Promise<void>;
  /** Sends again what a failed update left queued. */
  retryUpdate(): void;
  /** One at a time: a second call meanwhile rejects with 'Complete purchase already in progress'. */
  completePurchase(input?: PurchaseInput): Promise<PurchaseResult>;
  answerChallenge(code: string): void;
  cancelChallenge(): void;
  dispose(): void;
}

export interface CheckoutStoreOptions {
  page: CheckoutPageViewModel;
  http: Pick<HttpClient, 'get' | 'post'>;
  bus: Bus;
  storage: KeyValueStorage;
  submitForm: PaymentSteps['submitForm'];
  assignLocation(url: string): void;
  /** Every cart the server sends, for the rest of the page (the mini cart). */
  shareCart?(cart: Cart): void;
  batchDelayMs?: number;
  retryDelaysMs?: readonly number[];
}

interface ServerData extends CheckoutView {
  requiresClubTerms: boolean;
  validationResult: CheckoutValidationResult | null;
  updateResult: CheckoutUpdateResponse['updateResult'] | null;
}

const fromPage = (page: CheckoutPageViewModel, updateResult: ServerData['updateResult'] = null): ServerData => ({
  cart: page.cart,
  checkout: page.checkout,
  requiresClubTerms: page.requiresClubTerms,
  validationResult: page.validationResult ?? null,
  updateResult,
});

export const checkoutUpdateRetryDelaysMs = [1000, 2000, 4000] as const;

/** The checkout's state and calls for one checkout page. */
export function createCheckoutStore({
  page,
  http,
  bus,
  storage,
  submitForm,
  assignLocation,
  shareCart = () => undefined,
  batchDelayMs = 300,
  retryDelaysMs = checkoutUpdateRetryDelaysMs,
}: CheckoutStoreOptions): CheckoutStore {
  const memory = createCheckoutMemory(safeStorage(() => storage));
  const challenge = createChallengePrompt();
  let server = fromPage(page);
  let purchase: CheckoutStoreState['purchase'] = { status: 'idle', challenge: null, failure: null, attempted: !!page.validationResult };
  let isPurchasing = false;
  let restored = false;

  const queue = createUpdateQueue<CheckoutUpdateResponse>({
    send: (changes) => updateCheckout(http, changes),
    onAnswer(answer) {
      const checkout: CheckoutState = { ...answer.checkout, form: { ...answer.checkout.form, orderer: answer.orderer } };
      server = { ...server, cart: answer.cart, checkout, validationResult: answer.validationResult, updateResult: answer.updateResult };
      const info = checkout.form.customerInfo;
      if (!queue.pending()?.customerInfo && !isBlank(info)) memory.saveCustomerInfo(info);
      shareCart(answer.cart);
    },
    onUpdate: () => publish(),
    batchDelayMs,
    retryDelaysMs,
    isRetryable,
  });

  const stateOf = (): CheckoutStoreState => {
    const view = applyChange(server, queue.pending());
    const failure = queue.failure();
    const isUpdating = queue.isBusy() && !failure?.willSendAgain;
    // The cart is loading while the purchase runs; success (leaving) or failure clears it.
    const isBusy = isUpdating || purchase.status === 'running' || purchase.status === 'challenge';
    return {
      ...server,
      ...view,
      cart: { ...view.cart, isLoading: isBusy },
      isUpdating,
      updateFailure: failure && { message: serverMessageOf(failure.error), willSendAgain: failure.willSendAgain },
      purchase,
    };
  };

  const state$ = new BehaviorSubject<CheckoutStoreState>(stateOf());
  function publish(): void {
    state$.next(stateOf());
  }
  const setPurchase = (next: Partial<CheckoutStoreState['purchase']>) => {
    purchase = { ...purchase, ...next };
    publish();
  };
  const challengeSubscription = challenge.current$.subscribe((action) => {
    if (purchase.status === 'running' || purchase.status === 'challenge') setPurchase({ status: action ? 'challenge' : 'running', challenge: action });
  });

  function remember(change: CheckoutChange): void {
    if (change.customerInfo) memory.saveCustomerInfo(change.customerInfo);
    if (change.selectedPaymentMethodId !== undefined) memory.savePaymentMethod(change.selectedPaymentMethodId);
    if (change.selectedShippingMethodId !== undefined) memory.saveShippingMethod(change.selectedShippingMethodId);
  }

  function change(requested: CheckoutChange): Promise<void> {
    const form = state$.getValue().checkout.form;
    const ruled = withShippingRule(requested, form);
    const changed = ruled.customerInfo ? { ...ruled, customerInfo: withCompleteness(ruled.customerInfo) } : ruled;
    remember(changed);
    return queue.add(changed);
  }

  const cartChange = (diff: Partial<CheckoutCartDiff>) => change({ cart: { ...noCartDiff(), ...diff } });

  const steps: PaymentSteps = {
    http,
    askChallengeCode: (action) => challenge.ask(action),
    receivePage(newPage) {
      server = fromPage(newPage);
      shareCart(newPage.cart);
      publish();
    },
    submitForm,
    assignLocation,
    navigate: (url) => bus.emit('page:navigate-request', { url }),
  };

  async function completePurchase(input: PurchaseInput = {}): Promise<PurchaseResult> {
    if (isPurchasing) throw new Error('Complete purchase already in progress');
    isPurchasing = true;
    setPurchase({ status: 'running', challenge: null, failure: null, attempted: true });
    try {
      await queue.settled();
      const response = await startPurchase(http, state$.getValue(), input);
      const result = await finishPurchase(response, steps);
      // The page is leaving: the guard stays, so nothing starts a second purchase of this cart meanwhile.
      setPurchase({ status: 'leaving' });
      return result;
    } catch (error) {
      isPurchasing = false;
      const failed = error instanceof PurchaseFailedError ? error : new PurchaseFailedError(serverMessageOf(error), undefined, { cause: error });
      setPurchase({ status: 'idle', challenge: null, failure: { message: failed.shopperMessage } });
      throw failed;
    }
  }

  return {
    state$: state$.asObservable(),
    getState: () => state$.getValue(),
    restoreSaved() {
      if (restored) return;
      restored = true;
      const saved = restoreChange(memory.read(), state$.getValue().checkout);
      if (saved) void change(saved);
    },
    change,
    changeQuantity(code, quantity) {
      const line = state$.getValue().cart.items.find((item) => item.code === code && !item.isGift);
      return cartChange({ items: { [code]: { previousQuantity: line?.quantity ?? 0, newQuantity: quantity } } });
    },
    addCouponCode: (code) => cartChange({ addedCodes: [code.trim()] }),
    removeCouponCode: (code) => cartChange({ removedCodes: [code] }),
    fetchAddress(identificationNumber) {
      const { orderer, customerInfo } = state$.getValue().checkout.form;
      return change({
        orderer: { ...orderer, identificationNumber },
        customerInfo: { ...customerInfo, identificationNumber },
        setAddressByPersonalNumber: true,
      });
    },
    retryUpdate: () => queue.retry(),
    completePurchase,
    answerChallenge: (code) => challenge.answer(code),
    cancelChallenge: () => challenge.cancel(),
    dispose() {
      queue.dispose();
      challengeSubscription.unsubscribe();
      state$.complete();
    },
  };
}
