import { HttpError, type EventMap } from '@storefront/platform';
import type { CheckoutPageViewModel } from '../../../contract/checkout';
import type { CompletePurchaseResponse } from '../../../contract/payment';
import { aTestBus, sek, settle as settleOnce } from '../testing/fixtures';
import { PurchaseFailedError } from '../payment/finish-purchase';
import {
  aCheckoutPage,
  aCheckoutState,
  aCustomerInfo,
  aFilledCustomerInfo,
  aMemoryStorage,
  anUpdateResponse,
  checkoutCart,
  fakeCheckoutHttp,
  lipstick,
  serum,
} from '../testing/checkout-fixtures';
import { createCheckoutStore, type CheckoutStore } from './checkout-store';
import type { KeyValueStorage } from '../browser-storage/safe-storage';

/** Lets answers arrive and the zero-delay batch and retry timers they start run. */
const settle = async () => {
  await settleOnce();
  await settleOnce();
};

let stores: CheckoutStore[] = [];
afterEach(() => {
  stores.forEach((store) => store.dispose());
  stores = [];
});

function setUp({ page = aCheckoutPage(), storage = aMemoryStorage() as KeyValueStorage } = {}) {
  const http = fakeCheckoutHttp();
  const { bus } = aTestBus();
  const navigations: EventMap['page:navigate-request'][] = [];
  bus.on('page:navigate-request').subscribe(({ payload }) => navigations.push(payload));
  const submitForm = jest.fn();
  const assignLocation = jest.fn();
  const shareCart = jest.fn();
  const store = createCheckoutStore({
    page,
    http: http.http,
    bus,
    storage,
    submitForm,
    assignLocation,
    shareCart,
    batchDelayMs: 0,
    retryDelaysMs: [0, 0, 0],
  });
  stores.push(store);
  return { store, http, storage, navigations, submitForm, assignLocation, shareCart };
}

const form = (store: CheckoutStore) => store.getState().checkout.form;
const quantitiesOf = (store: CheckoutStore) => Object.fromEntries(store.getState().cart.items.map((line) => [line.code, line.quantity]));
const serverError = () => new HttpError(503, '/checkout/update', null);
const refusal = (code: string, message: string) => new HttpError(400, '/checkout/update', { error: { code, message } });

describe('changes', () => {
  test('are applied at once, and sent after the batch delay as one request', async () => {
    const { store, http } = setUp();
    void store.change({ emailSubscription: true });
    void store.changeQuantity('200001', 3);
    expect(form(store).emailSubscription).toBe(true);
    expect(quantitiesOf(store)).toEqual({ '100001': 1, '200001': 3 });
    expect(store.getState().isUpdating).toBe(true);
    expect(store.getState().cart.isLoading).toBe(true);
    expect(http.checkoutUpdates()).toHaveLength(0);
    await settle();
    expect(http.checkoutUpdates().map((request) => request.body)).toEqual([
      {
        emailSubscription: true,
        cart: { items: { '200001': { previousQuantity: 2, newQuantity: 3 } }, addedCodes: [], removedCodes: [] },
      },
    ]);
  });

  test('made while a request is on its way wait, merge, and go together when it is answered', async () => {
    const { store, http } = setUp();
    void store.change({ emailSubscription: true });
    await settle();
    void store.changeQuantity('100001', 2);
    void store.addCouponCode('SUMMER');
    void store.changeQuantity('100001', 4);
    void store.change({ textSubscription: true });
    await settle();
    expect(http.checkoutUpdates()).toHaveLength(1);
    http.checkoutUpdates()[0]!.answer(anUpdateResponse(aCheckoutState({}, { emailSubscription: true })));
    await settle();
    expect(http.checkoutUpdates()).toHaveLength(2);
    expect(http.checkoutUpdates()[1]!.body).toEqual({
      cart: { items: { '100001': { previousQuantity: 1, newQuantity: 4 } }, addedCodes: ['SUMMER'], removedCodes: [] },
      textSubscription: true,
    });
  });

  test("the server's answer replaces the state, and changes still waiting stay applied", async () => {
    const { store, http, shareCart } = setUp();
    void store.change({ emailSubscription: true });
    await settle();
    void store.changeQuantity('200001', 5);
    const answered = aCheckoutState({ summary: { ...aCheckoutState().summary, goods: sek(999) } }, { emailSubscription: true, clubTerms: true });
    const answeredCart = { ...checkoutCart, items: [{ ...lipstick, quantity: 3 }, serum] };
    http.checkoutUpdates()[0]!.answer(anUpdateResponse(answered, answeredCart));
    await Promise.resolve();
    await Promise.resolve();
    const state = store.getState();
    expect(state.checkout.summary.goods).toEqual(sek(999));
    expect(state.checkout.form.clubTerms).toBe(true);
    expect(quantitiesOf(store)).toEqual({ '100001': 3, '200001': 5 });
    expect(state.isUpdating).toBe(true);
    expect(shareCart).toHaveBeenCalledWith(answeredCart);
  });

  test('resolve when the server has accepted them; nothing is on its way afterwards', async () => {
    const { store, http } = setUp();
    const accepted = store.change({ clubTerms: true });
    await settle();
    http.checkoutUpdates()[0]!.answer(anUpdateResponse(aCheckoutState({}, { clubTerms: true })));
    await accepted;
    expect(store.getState().isUpdating).toBe(false);
    expect(store.getState().cart.isLoading).toBe(false);
  });

  test('fetching the address sends setAddressByPersonalNumber with the identification number', async () => {
    const { store, http } = setUp();
    void store.fetchAddress('198112189876');
    await settle();
    expect(http.checkoutUpdates()[0]!.body).toMatchObject({
      orderer: { email: '', identificationNumber: '198112189876' },
      customerInfo: { identificationNumber: '198112189876' },
      setAddressByPersonalNumber: true,
    });
  });

  test('a coupon code shows as applied at once, and removing one sends removedCodes', async () => {
    const { store, http } = setUp({ page: aCheckoutPage({ cart: { ...checkoutCart, appliedCouponCodes: ['SPRING'] } }) });
    void store.addCouponCode(' SUMMER ');
    void store.removeCouponCode('SPRING');
    expect(store.getState().cart.appliedCouponCodes).toEqual(['SUMMER']);
    await settle();
    expect(http.checkoutUpdates()[0]!.body).toEqual({ cart: { items: {}, addedCodes: ['SUMMER'], removedCodes: ['SPRING'] } });
  });
});

describe('a failed update', () => {
  test('is retried up to 3 times, with the changes made meanwhile, then is an error with the changes still shown', async () => {
    const { store, http } = setUp();
    const accepted = store.change({ emailSubscription: true });
    await settle();
    http.checkoutUpdates()[0]!.fail(serverError());
    await settle();
    void store.change({ textSubscription: true });
    for (const attempt of [1, 2]) {
      expect(http.checkoutUpdates()).toHaveLength(attempt + 1);
      http.checkoutUpdates()[attempt]!.fail(serverError());
      await settle();
    }
    expect(http.checkoutUpdates()).toHaveLength(4);
    expect(http.checkoutUpdates()[3]!.body).toEqual({ emailSubscription: true, textSubscription: true });
    expect(store.getState().updateFailure).toBeNull();
    http.checkoutUpdates()[3]!.fail(serverError());
    await expect(accepted).rejects.toBeInstanceOf(HttpError);
    await settle();
    expect(http.checkoutUpdates()).toHaveLength(4);
    expect(store.getState().updateFailure).toEqual({ message: undefined, willSendAgain: true });
    expect(form(store)).toMatchObject({ emailSubscription: true, textSubscription: true });
    expect(store.getState().isUpdating).toBe(false);
  });

  test('after the retries, the next change (or a retry) sends everything again', async () => {
    const { store, http } = setUp();
    void store.change({ emailSubscription: true });
    for (let attempt = 0; attempt < 4; attempt++) {
      await settle();
      http.checkoutUpdates()[attempt]!.fail(serverError());
    }
    await settle();
    void store.change({ clubTerms: true });
    expect(store.getState().updateFailure).toBeNull();
    await settle();
    expect(http.checkoutUpdates()[4]!.body).toEqual({ emailSubscription: true, clubTerms: true });
    http.checkoutUpdates()[4]!.fail(new HttpError(0, '/checkout/update', null));
    for (let attempt = 5; attempt < 8; attempt++) {
      await settle();
      http.checkoutUpdates()[attempt]!.fail(serverError());
    }
    await settle();
    store.retryUpdate();
    expect(http.checkoutUpdates()).toHaveLength(9);
  });

  test('refused by the server is not retried: the refused changes are dropped and its message shown', async () => {
    const { store, http } = setUp();
    const refused = store.change({ emailSubscription: true });
    await settle();
    http.checkoutUpdates()[0]!.fail(refusal('invalid_quantity', 'You can buy at most 10 of this product.'));
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await settle();
    expect(http.checkoutUpdates()).toHaveLength(1);
    expect(store.getState().updateFailure).toEqual({ message: 'You can buy at most 10 of this product.', willSendAgain: false });
    expect(form(store).emailSubscription).toBe(false);
  });

  test("a schema's refusal (bad_request) is for developers: no message, the page shows its own", async () => {
    const { store, http } = setUp();
    void store.change({ emailSubscription: true });
    await settle();
    http.checkoutUpdates()[0]!.fail(refusal('bad_request', 'Invalid body: emailSubscription'));
    await settle();
    expect(store.getState().updateFailure).toEqual({ message: undefined, willSendAgain: false });
  });
});

describe('the shipping-change rule, applied at once', () => {
  test('another shipping method clears the delivery point and turns express handling off', async () => {
    const page = aCheckoutPage({
      checkout: aCheckoutState({}, { selectedShippingMethodId: 'deliveryPoint', selectedDeliveryPoint: { id: 'dp-1' }, useExpressHandling: true }),
    });
    const { store, http } = setUp({ page });
    void store.change({ selectedShippingMethodId: 'home' });
    expect(form(store)).toMatchObject({ selectedShippingMethodId: 'home', selectedDeliveryPoint: null, useExpressHandling: false });
    await settle();
    expect(http.checkoutUpdates()[0]!.body).toEqual({ selectedShippingMethodId: 'home', selectedDeliveryPoint: null, useExpressHandling: false });
  });
});

describe('remembered on this device', () => {
  test("customer info is saved under 'customerinfo', payment and shipping method under their own keys", () => {
    const { store, storage } = setUp();
    const info = aFilledCustomerInfo({ hasEnoughInfoToCompletePurchase: false });
    void store.change({ customerInfo: info, selectedPaymentMethodId: 'invoice', selectedShippingMethodId: 'store' });
    const saved = (key: string) => JSON.parse(storage.getItem(key) ?? 'null') as unknown;
    expect(saved('customerinfo')).toEqual({ ...info, hasEnoughInfoToCompletePurchase: true });
    expect(saved('paymentmethod')).toBe('invoice');
    expect(saved('shippingmethod')).toBe('store');
  });

  test('is restored on load when the server has none, in the market of this checkout, and sent to the server', async () => {
    const saved = aFilledCustomerInfo({ identificationNumber: '198112189876' });
    saved.billingAddress.countryCode = 'NO';
    const storage = aMemoryStorage({ customerinfo: saved, paymentmethod: 'invoice', shippingmethod: 'store' });
    const { store, http } = setUp({ storage });
    store.restoreSaved();
    store.restoreSaved();
    expect(form(store).customerInfo).toEqual({ ...saved, billingAddress: { ...saved.billingAddress, countryCode: 'SE' } });
    expect(form(store)).toMatchObject({
      orderer: { email: 'anna@example.com', identificationNumber: '198112189876' },
      selectedPaymentMethodId: 'invoice',
      selectedShippingMethodId: 'store',
    });
    await settle();
    expect(http.checkoutUpdates()).toHaveLength(1);
  });

  test("a new checkout takes the remembered shipping method over the server's default", () => {
    const page = aCheckoutPage({ checkout: aCheckoutState({}, { selectedShippingMethodId: 'home' }) });
    const { store } = setUp({ page, storage: aMemoryStorage({ shippingmethod: 'store' }) });
    store.restoreSaved();
    expect(form(store).selectedShippingMethodId).toBe('store');
  });

  test("a checkout with customer info keeps the server's choices", () => {
    const page = aCheckoutPage({ checkout: aCheckoutState({}, { customerInfo: aFilledCustomerInfo(), selectedShippingMethodId: 'home', selectedPaymentMethodId: 'card' }) });
    const { store } = setUp({ page, storage: aMemoryStorage({ shippingmethod: 'store', paymentmethod: 'invoice' }) });
    store.restoreSaved();
    expect(form(store)).toMatchObject({ selectedShippingMethodId: 'home', selectedPaymentMethodId: 'card' });
  });

  test("the server's own customer info, a method no longer offered, or what does not parse are not restored", async () => {
    const serverInfo = aFilledCustomerInfo({ email: 'member@example.com' });
    const page = aCheckoutPage({ checkout: aCheckoutState({}, { customerInfo: serverInfo }) });
    const storage = aMemoryStorage({ customerinfo: aFilledCustomerInfo(), paymentmethod: 'giftCard', shippingmethod: 'drone' });
    const { store, http } = setUp({ page, storage });
    store.restoreSaved();
    expect(form(store).customerInfo.email).toBe('member@example.com');
    expect(form(store).selectedPaymentMethodId).toBeNull();
    expect(form(store).selectedShippingMethodId).toBeNull();
    storage.setItem('customerinfo', '{broken');
    await settle();
    expect(http.checkoutUpdates()).toHaveLength(0);
  });

  test('works on memory when the storage throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    const { store } = setUp({ storage: broken });
    expect(() => store.restoreSaved()).not.toThrow();
    expect(() => store.change({ customerInfo: aCustomerInfo({ email: 'a@b.se' }) })).not.toThrow();
  });
});

describe('complete purchase', () => {
  const cardPage = () =>
    aCheckoutPage({
      checkout: aCheckoutState({}, { customerInfo: aFilledCustomerInfo(), selectedPaymentMethodId: 'card', selectedShippingMethodId: 'home' }),
    });
  const card = { number: '4111 1111 1111 1111', expiryMonth: '03', expiryYear: '30', cvc: '737', holderName: ' Anna Berg ' };

  /** Starts a card purchase and answers the tokenization. */
  async function purchasing(context = setUp({ page: cardPage() })) {
    const result = context.store.completePurchase({ card });
    result.catch(() => undefined);
    await settle();
    context.http.last('/payment-provider/test/tokens').answer({ token: 'tok_1', last4: '1111', brand: 'visa' });
    await settle();
    return { ...context, result };
  }

  const answerPurchase = async (context: Awaited<ReturnType<typeof purchasing>>, response: CompletePurchaseResponse | null) => {
    context.http.last('/checkout/completePurchase').answer(response);
    await settle();
  };

  test('tokenizes the card first; only the token goes into the form', async () => {
    const context = await purchasing();
    expect(context.http.tokenizations()[0]!.body).toEqual({
      number: '4111111111111111',
      expiryMonth: 3,
      expiryYear: 2030,
      cvc: '737',
      holderName: 'Anna Berg',
    });
    const sent = context.http.purchases()[0]!.body as { payment: unknown };
    expect(sent.payment).toEqual({ giftCardCodes: [], card: { token: 'tok_1' } });
    expect(JSON.stringify(sent)).not.toContain('4111');
  });

  test('the cart is loading while it runs; a second call meanwhile rejects', async () => {
    const context = await purchasing();
    expect(context.store.getState().cart.isLoading).toBe(true);
    expect(context.store.getState().purchase.status).toBe('running');
    await expect(context.store.completePurchase({ card })).rejects.toThrow('Complete purchase already in progress');
    expect(context.http.purchases()).toHaveLength(1);
  });

  test('sends waiting changes first, then the whole form', async () => {
    const { store, http } = setUp({ page: cardPage() });
    void store.change({ clubTerms: true });
    void store.completePurchase({ card }).catch(() => undefined);
    await settle();
    expect(http.requests.map((request) => request.url)).toEqual(['/checkout/update']);
    http.checkoutUpdates()[0]!.answer(anUpdateResponse(aCheckoutState({}, { ...cardPage().checkout.form, clubTerms: true })));
    await settle();
    expect(http.tokenizations()).toHaveLength(1);
  });

  test('an order confirmation redirect is success: the shell is asked to navigate there', async () => {
    const context = await purchasing();
    await answerPurchase(context, { orderConfirmationRedirectUrl: '/orderconfirmation/B1000042' });
    await expect(context.result).resolves.toEqual({ kind: 'confirmed', url: '/orderconfirmation/B1000042' });
    expect(context.navigations).toEqual([{ url: '/orderconfirmation/B1000042' }]);
    expect(context.store.getState().purchase.status).toBe('leaving');
    expect(context.store.getState().cart.isLoading).toBe(false);
    await expect(context.store.completePurchase({ card })).rejects.toThrow('Complete purchase already in progress');
  });

  test('new page data fails with its error, replaces the page data, and resets the purchase state', async () => {
    const context = await purchasing();
    const newPage: CheckoutPageViewModel = aCheckoutPage({
      checkout: aCheckoutState({}, { ...cardPage().checkout.form, selectedPaymentMethodId: null }),
      validationResult: { success: false, paymentErrorMessage: 'The card was declined.' },
      requiresClubTerms: true,
    });
    await answerPurchase(context, { newPageData: newPage });
    await expect(context.result).rejects.toMatchObject({ name: 'PurchaseFailedError', message: 'The card was declined.' });
    const state = context.store.getState();
    expect(state.validationResult).toEqual(newPage.validationResult);
    expect(state.requiresClubTerms).toBe(true);
    expect(state.checkout.form.selectedPaymentMethodId).toBeNull();
    expect(state.purchase).toEqual({ status: 'idle', challenge: null, failure: { message: 'The card was declined.' }, attempted: true });
    expect(state.cart.isLoading).toBe(false);
    expect(context.shareCart).toHaveBeenCalledWith(newPage.cart);
  });

  test('a payment redirect with post data posts a form; without, it assigns the location', async () => {
    const posted = await purchasing();
    const postData = { action: 'https://psp.example/3ds', fields: { PaReq: 'abc', MD: 'def' } };
    await answerPurchase(posted, { paymentRedirectUrl: 'https://psp.example/3ds', paymentPostData: postData, formEncoding: 'application/x-www-form-urlencoded' });
    await expect(posted.result).resolves.toEqual({ kind: 'redirected', url: 'https://psp.example/3ds' });
    expect(posted.submitForm).toHaveBeenCalledWith(postData, 'application/x-www-form-urlencoded');
    expect(posted.assignLocation).not.toHaveBeenCalled();

    const assigned = await purchasing();
    await answerPurchase(assigned, { paymentRedirectUrl: '/payment-provider/test/redirect/psp-9' });
    await expect(assigned.result).resolves.toEqual({ kind: 'redirected', url: '/payment-provider/test/redirect/psp-9' });
    expect(assigned.assignLocation).toHaveBeenCalledWith('/payment-provider/test/redirect/psp-9');
    expect(assigned.submitForm).not.toHaveBeenCalled();
  });

  test.each([
    ['an empty answer', null],
    ['an answer with nothing usable', {}],
    ['client processing without a payment action', { initialPaymentResultAction: 'needsClientProcessing' } as CompletePurchaseResponse],
  ])('%s is a failure', async (_case, response) => {
    const context = await purchasing();
    await answerPurchase(context, response);
    await expect(context.result).rejects.toBeInstanceOf(PurchaseFailedError);
    expect(context.store.getState().purchase).toMatchObject({ status: 'idle', failure: { message: undefined } });
  });

  test("a refused request fails with the server's message, and a new attempt may start", async () => {
    const context = await purchasing();
    const conflict = new HttpError(409, '/checkout/completePurchase', { error: { code: 'purchase_in_progress', message: 'Complete purchase already in progress' } });
    context.http.last('/checkout/completePurchase').fail(conflict);
    await expect(context.result).rejects.toMatchObject({ message: 'Complete purchase already in progress', cause: conflict });
    const again = await purchasing(context);
    expect(context.http.purchases()).toHaveLength(2);
    await answerPurchase(again, { orderConfirmationRedirectUrl: '/orderconfirmation/B1' });
    await expect(again.result).resolves.toMatchObject({ kind: 'confirmed' });
  });

  test('a failed tokenization fails before anything is posted to the checkout', async () => {
    const { store, http } = setUp({ page: cardPage() });
    const result = store.completePurchase({ card });
    await settle();
    const refusal = { error: { code: 'bad_request', message: 'Invalid body: number', fields: { number: 'This card number is not valid: check the digits' } } };
    http.last('/payment-provider/test/tokens').fail(new HttpError(400, '/payment-provider/test/tokens', refusal));
    await expect(result).rejects.toMatchObject({ shopperMessage: 'This card number is not valid: check the digits' });
    expect(http.purchases()).toHaveLength(0);
  });

  test('without a card to pay by, nothing is tokenized', async () => {
    const page = aCheckoutPage({ checkout: aCheckoutState({}, { customerInfo: aFilledCustomerInfo(), selectedPaymentMethodId: 'invoice' }) });
    const { store, http } = setUp({ page });
    void store.completePurchase().catch(() => undefined);
    await settle();
    expect(http.requests.map((request) => request.url)).toEqual(['/checkout/completePurchase']);
    expect((http.purchases()[0]!.body as { payment: unknown }).payment).toEqual({ giftCardCodes: [] });
  });

  describe('the payment action (needsClientProcessing)', () => {
    const challenge: CompletePurchaseResponse = {
      initialPaymentResultAction: 'needsClientProcessing',
      paymentAction: { type: 'challenge', pspReference: 'psp-7', prompt: 'Enter the code your bank sent you' },
    };

    test('asks for the code, posts it to adyen-details, and handles that answer the same way', async () => {
      const context = await purchasing();
      await answerPurchase(context, challenge);
      expect(context.store.getState().purchase).toMatchObject({ status: 'challenge', challenge: challenge.paymentAction });
      context.store.answerChallenge('1234');
      expect(context.store.getState().purchase).toMatchObject({ status: 'running', challenge: null });
      await settle();
      expect(context.http.paymentDetails()[0]!.body).toEqual({ pspReference: 'psp-7', details: { challengeCode: '1234' } });
      context.http.last('/api/my/carts/current/adyen-details').answer({ orderConfirmationRedirectUrl: '/orderconfirmation/B7' });
      await expect(context.result).resolves.toEqual({ kind: 'confirmed', url: '/orderconfirmation/B7' });
      expect(context.navigations).toEqual([{ url: '/orderconfirmation/B7' }]);
    });

    test('a wrong code comes back as new page data: the purchase fails with its message', async () => {
      const context = await purchasing();
      await answerPurchase(context, challenge);
      context.store.answerChallenge('0000');
      await settle();
      const refused = aCheckoutPage({ validationResult: { success: false, paymentErrorMessage: 'The verification failed.' } });
      context.http.last('/api/my/carts/current/adyen-details').answer({ newPageData: refused });
      await expect(context.result).rejects.toThrow('The verification failed.');
    });

    test('closing the dialog sends an empty code, so the server gives back the cart at once', async () => {
      const context = await purchasing();
      await answerPurchase(context, challenge);
      context.store.cancelChallenge();
      await settle();
      expect(context.http.paymentDetails()[0]!.body).toEqual({ pspReference: 'psp-7', details: { challengeCode: '' } });
    });
  });
});
