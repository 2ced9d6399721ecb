import type { CheckoutPageViewModel } from '../../../contract/checkout';
import type { CompletePurchaseResponse } from '../../../contract/payment';
import { textRuleMessages } from '@storefront/platform/server';
import { invoiceAvailability } from '../payment/invoice';
import { paymentTexts } from '../payment/payment-texts';
import { call, cardToken, completePurchase, completeSwedishForm, fillCart, swedishTestNumber, testCardNumbers } from '../testing/checkout-requests';
import { lipstick, manyVariants, mascara, serum } from '../testing/fake-catalog';
import { anIdentity, describeOnEachBackend } from '../testing/test-app';
import { checkoutTexts } from './checkout-texts';

const sv = checkoutTexts['sv-SE'];
// Variants of their own for stock counts: 10 kr each, see fake-catalog.ts.
const [plenty, lastTwo, none, seededLater] = manyVariants(200).slice(150);

describeOnEachBackend('complete purchase', (context) => {
  const url = () => context().url;
  const db = () => context().db;
  const orderRows = (visitorId: string) =>
    db().query<{ order_number: string; status: string; cancel_reason: string | null; total: number; to_pay: number; gift_cards: number }>(
      'SELECT order_number, status, cancel_reason, total, to_pay, gift_cards FROM orders WHERE owner_id = $1 ORDER BY created_at',
      [visitorId],
    );
  const paymentRows = (orderNumber: string) =>
    db().query<{ method: string; status: string; amount: number; description: string; psp_reference: string | null }>(
      `SELECT p.method, p.status, p.amount, p.description, p.psp_reference FROM order_payments p JOIN orders o ON o.id = p.order_id
       WHERE o.order_number = $1 ORDER BY p.method`,
      [orderNumber],
    );
  const stockOf = async (code: string) => (await db().query<{ available: number }>('SELECT available FROM online_stock WHERE code = $1', [code]))[0]?.available;
  const cartOf = async (who: ReturnType<typeof anIdentity>) => (await call(url(), 'GET', '/cart', who)).body;
  const details = (who: ReturnType<typeof anIdentity>, pspReference: string, given: Record<string, string>) =>
    call<CompletePurchaseResponse>(url(), 'POST', '/api/my/carts/current/adyen-details', who, { pspReference, details: given });
  const shopperWith = async (quantities: Record<string, number>) => {
    const who = anIdentity();
    await fillCart(url(), who, quantities);
    return who;
  };

  beforeAll(() => {
    context().catalog.add({ ...lastTwo!, onlineStock: 2 }, { ...none!, onlineStock: 0 });
  });

  test('an authorized card places the order: confirmation URL, cart gone, stock taken, payment kept', async () => {
    const who = await shopperWith({ [lipstick.code]: 2, [plenty!.code]: 1 });
    const token = await cardToken(url(), who, testCardNumbers.authorized);
    const answer = await completePurchase(url(), who, completeSwedishForm(token));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ orderConfirmationRedirectUrl: expect.stringMatching(/^\/orderconfirmation\/SE\d{8}$/) });
    const orderNumber = answer.body.orderConfirmationRedirectUrl!.split('/').pop()!;
    // 2 × 249 kr + 10 kr, over 499 kr: shipping is free.
    expect(await orderRows(who.visitorId!)).toEqual([{ order_number: orderNumber, status: 'placed', cancel_reason: null, total: 50_800, to_pay: 50_800, gift_cards: 0 }]);
    expect(await paymentRows(orderNumber)).toEqual([{ method: 'card', status: 'authorized', amount: 50_800, description: '•••• 1111', psp_reference: expect.any(String) }]);
    expect(await stockOf(plenty!.code)).toBe(999);
    expect((await cartOf(who)).items).toEqual([]);
    const order = await call(url(), 'GET', `/api/orderconfirmation/${orderNumber}`, who);
    expect(order.body).toMatchObject({ orderNumber, status: 'placed', email: 'anna@example.se', summary: { total: { amount: 50_800, currency: 'SEK' }, shipping: { amount: 0, currency: 'SEK' } } });
    expect(order.body.lines.map((line: { code: string; quantity: number }) => [line.code, line.quantity])).toEqual([[lipstick.code, 2], [plenty!.code, 1]]);
  });

  test.each([
    ['declined', testCardNumbers.declined],
    ['insufficientFunds', testCardNumbers.insufficientFunds],
  ] as const)('a %s card cancels the order and gives everything back; the page says why', async (refusal, number) => {
    const who = await shopperWith({ [plenty!.code]: 3 });
    const before = await stockOf(plenty!.code);
    const answer = await completePurchase(url(), who, completeSwedishForm(await cardToken(url(), who, number)));
    expect(answer.status).toBe(200);
    const page = answer.body.newPageData!;
    expect(page.componentName).toBe('CheckoutPageViewModel');
    expect(page.validationResult).toEqual({ success: false, paymentErrorMessage: paymentTexts['sv-SE'].refusals[refusal] });
    expect(page.cart.items.map((line) => line.quantity)).toEqual([3]);
    expect(await orderRows(who.visitorId!)).toEqual([expect.objectContaining({ status: 'cancelled', cancel_reason: 'paymentRefused' })]);
    expect(await stockOf(plenty!.code)).toBe(before);
    expect((await call(url(), 'GET', '/api/my/carts/current/last-validation-errors', who)).body).toEqual(page.validationResult);
    // The claim is gone: the shopper can try again at once, and this time it goes through.
    const again = await completePurchase(url(), who, completeSwedishForm(await cardToken(url(), who, testCardNumbers.authorized)));
    expect(again.body.orderConfirmationRedirectUrl).toMatch(/^\/orderconfirmation\//);
  });

  test('a challenge needs the client; the right code places the order, once', async () => {
    const who = await shopperWith({ [plenty!.code]: 1 });
    const answer = await completePurchase(url(), who, completeSwedishForm(await cardToken(url(), who, testCardNumbers.challenge)));
    expect(answer.body).toEqual({
      initialPaymentResultAction: 'needsClientProcessing',
      paymentAction: { type: 'challenge', pspReference: expect.stringMatching(/^[0-9A-Z]{16}$/), prompt: expect.stringContaining('1234') },
    });
    const { pspReference } = answer.body.paymentAction!;
    expect(await orderRows(who.visitorId!)).toEqual([expect.objectContaining({ status: 'awaitingPayment' })]);
    const stranger = await details(anIdentity(), pspReference, { challengeCode: '1234' });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ error: { code: 'payment_not_found', message: expect.any(String) } });
    const done = await details(who, pspReference, { challengeCode: '1234' });
    expect(done.body).toEqual({ orderConfirmationRedirectUrl: expect.stringMatching(/^\/orderconfirmation\/SE\d{8}$/) });
    expect(await orderRows(who.visitorId!)).toEqual([expect.objectContaining({ status: 'placed' })]);
    expect((await details(who, pspReference, { challengeCode: '1234' })).body).toEqual(done.body);
  });

  test('a failed challenge cancels the order with the refusal message', async () => {
    const who = await shopperWith({ [plenty!.code]: 2 });
    const before = await stockOf(plenty!.code);
    const answer = await completePurchase(url(), who, completeSwedishForm(await cardToken(url(), who, testCardNumbers.challenge)));
    expect(await stockOf(plenty!.code)).toBe(before! - 2);
    const failed = await details(who, answer.body.paymentAction!.pspReference, { challengeCode: '0000' });
    expect(failed.body.newPageData!.validationResult).toEqual({ success: false, paymentErrorMessage: paymentTexts['sv-SE'].refusals.challengeFailed });
    expect(await orderRows(who.visitorId!)).toEqual([expect.objectContaining({ status: 'cancelled', cancel_reason: 'paymentRefused' })]);
    expect(await stockOf(plenty!.code)).toBe(before);
  });

  async function redirectedTo(decision: 'approve' | 'decline') {
    const who = await shopperWith({ [plenty!.code]: 1 });
    const answer = await completePurchase(url(), who, completeSwedishForm(await cardToken(url(), who, testCardNumbers.redirect)));
    expect(answer.body).toEqual({ paymentRedirectUrl: expect.stringMatching(/^\/payment-provider\/test\/redirect\/[0-9A-Z]{16}$/) });
    const bank = await call<string>(url(), 'POST', `${answer.body.paymentRedirectUrl}/${decision}`, who);
    expect(bank.status).toBe(303);
    const back = new URL(bank.headers.get('location')!, 'http://shop');
    expect(back.pathname).toBe('/checkout/await');
    const page = await call(url(), 'GET', `/page${back.pathname}${back.search}`, who);
    expect(page.body).toMatchObject({ componentName: 'AdyenAwaitViewModel', pspReference: back.searchParams.get('pspReference') });
    return { who, finished: await details(who, page.body.pspReference, page.body.details) };
  }

  test('a redirect approved on the bank page places the order through the details call', async () => {
    const { who, finished } = await redirectedTo('approve');
    expect(finished.body.orderConfirmationRedirectUrl).toMatch(/^\/orderconfirmation\/SE\d{8}$/);
    expect(await orderRows(who.visitorId!)).toEqual([expect.objectContaining({ status: 'placed' })]);
  });

  test('a redirect declined on the bank page cancels the order', async () => {
    const { who, finished } = await redirectedTo('decline');
    expect(finished.body.newPageData!.validationResult!.paymentErrorMessage).toBe(paymentTexts['sv-SE'].refusals.declined);
    expect(await orderRows(who.visitorId!)).toEqual([expect.objectContaining({ status: 'cancelled' })]);
  });

  test('an invoice for a valid personal identity number is approved', async () => {
    const who = await shopperWith({ [plenty!.code]: 1 });
    const form = completeSwedishForm('', { selectedPaymentMethodId: 'invoice', orderer: { email: 'anna@example.se', identificationNumber: swedishTestNumber }, payment: { giftCardCodes: [] } });
    const answer = await completePurchase(url(), who, form);
    expect(answer.body.orderConfirmationRedirectUrl).toMatch(/^\/orderconfirmation\//);
    const [order] = await orderRows(who.visitorId!);
    expect(await paymentRows(order!.order_number)).toEqual([{ method: 'invoice', status: 'authorized', amount: 5_900, description: 'Faktura', psp_reference: null }]);
  });

  test('an invoice over its limit is not offered: the page says so at the payment method, nothing is ordered', async () => {
    // 2 490 + 3 990 + 597 kr, and 30 × 100 kr: over the 10 000 kr an invoice can be for.
    const who = await shopperWith({ [lipstick.code]: 10, [serum.code]: 10, [mascara.code]: 3 });
    await fillCart(url(), who, Object.fromEntries(manyVariants(130).slice(100).map((variant) => [variant.code, 10])));
    const form = completeSwedishForm('', { selectedPaymentMethodId: 'invoice', orderer: { email: 'anna@example.se', identificationNumber: swedishTestNumber } });
    const answer = await completePurchase(url(), who, form);
    const page = answer.body.newPageData!;
    expect(page.checkout.summary.toPay.amount).toBe(1_007_700);
    const invoice = page.checkout.paymentMethods.find((method) => method.id === 'invoice')!;
    expect(invoice).toMatchObject({ ...invoiceAvailability(page.checkout.summary.toPay, 'sv-SE'), isAvailable: false });
    expect(invoice.unavailableReason).toContain('10 000 kr');
    expect(page.validationResult!.fieldErrors).toEqual({ selectedPaymentMethodId: invoice.unavailableReason });
    expect(await orderRows(who.visitorId!)).toEqual([]);
  });

  test('gift cards that cover everything pay alone; the card balance goes down by the total', async () => {
    const who = await shopperWith({ [plenty!.code]: 2 });
    const balanceOf = async () => (await db().query<{ balance: number }>("SELECT balance FROM gift_cards WHERE code = 'GIFT-2000-SEK'"))[0]!.balance;
    const before = await balanceOf();
    const form = completeSwedishForm('', { selectedPaymentMethodId: 'giftCard', payment: { giftCardCodes: ['GIFT-2000-SEK'] } });
    const answer = await completePurchase(url(), who, form);
    expect(answer.body.orderConfirmationRedirectUrl).toMatch(/^\/orderconfirmation\//);
    const [order] = await orderRows(who.visitorId!);
    expect(order).toMatchObject({ status: 'placed', total: 6_900, gift_cards: 6_900, to_pay: 0 });
    expect(await paymentRows(order!.order_number)).toEqual([{ method: 'giftCard', status: 'authorized', amount: 6_900, description: '•••• -SEK', psp_reference: null }]);
    expect(await balanceOf()).toBe(before - 6_900);
  });

  test('a gift card paying part is given back when the card for the rest is declined', async () => {
    const who = await shopperWith({ [lipstick.code]: 4 });
    const balanceOf = async () => (await db().query<{ balance: number }>("SELECT balance FROM gift_cards WHERE code = 'GIFT-500-SEK'"))[0]!.balance;
    const before = await balanceOf();
    const token = await cardToken(url(), who, testCardNumbers.declined);
    const form = completeSwedishForm(token, { payment: { card: { token }, giftCardCodes: ['GIFT-500-SEK'] } });
    const answer = await completePurchase(url(), who, form);
    expect(answer.body.newPageData!.validationResult!.paymentErrorMessage).toBe(paymentTexts['sv-SE'].refusals.declined);
    expect(await balanceOf()).toBe(before);
    expect(answer.body.newPageData!.checkout.summary).toMatchObject({ giftCards: { amount: before }, toPay: { amount: 99_600 - before } }); // Over 499 kr: free shipping.
  });

  test('more than there is in stock: the order is refused naming the product and what is left; nothing is written', async () => {
    const who = await shopperWith({ [lastTwo!.code]: 3 });
    const answer = await completePurchase(url(), who, completeSwedishForm(await cardToken(url(), who, testCardNumbers.authorized)));
    expect(answer.status).toBe(200);
    expect(answer.body.newPageData!.validationResult).toEqual({
      success: false,
      errorMessage: `Det finns bara 2 kvar av Lumière Velvet Lipstick Shade ${150 + 1} 3,5 g. Ändra antalet och försök igen.`,
    });
    expect(await orderRows(who.visitorId!)).toEqual([]);
    expect(await stockOf(lastTwo!.code)).toBe(2);
    const sold = await shopperWith({ [none!.code]: 1 });
    const soldOut = await completePurchase(url(), sold, completeSwedishForm(await cardToken(url(), sold, testCardNumbers.authorized)));
    expect(soldOut.body.newPageData!.validationResult!.errorMessage).toBe(`Lumière Velvet Lipstick Shade ${150 + 2} 3,5 g är tyvärr slutsåld. Ta bort produkten och försök igen.`);
    // Fewer in the cart, and it goes through: the claim was released.
    await fillCart(url(), who, { [lastTwo!.code]: 2 });
    const fewer = await completePurchase(url(), who, completeSwedishForm(await cardToken(url(), who, testCardNumbers.authorized)));
    expect(fewer.body.orderConfirmationRedirectUrl).toBeDefined();
    expect(await stockOf(lastTwo!.code)).toBe(0);
  });

  test('a form missing what a purchase needs comes back with field errors in the shopper language; nothing is ordered', async () => {
    const who = await shopperWith({ [plenty!.code]: 1 });
    const base = completeSwedishForm('');
    const form = {
      ...base,
      orderer: { email: 'anna@' },
      customerInfo: { ...base.customerInfo, email: '', phoneNumber: '', billingAddress: { ...base.customerInfo.billingAddress, postalCode: '1234' } },
      selectedShippingMethodId: 'deliveryPoint' as const,
      clubTerms: false,
    };
    const answer = await completePurchase(url(), who, form);
    expect(answer.body.newPageData!.validationResult).toEqual({
      success: false,
      errorMessage: sv.fixFields,
      fieldErrors: {
        'orderer.email': sv.invalidEmail,
        'customerInfo.phoneNumber': sv.required,
        'customerInfo.billingAddress.postalCode': sv.invalidPostalCode,
        selectedDeliveryPoint: sv.chooseDeliveryPoint,
        clubTerms: sv.acceptClubTerms,
        'payment.card': sv.cardMissing,
      },
    });
    expect(await orderRows(who.visitorId!)).toEqual([]);
    const english = await completePurchase(url(), { ...who, culture: 'en-US' }, form);
    expect(english.body.newPageData!.validationResult!.fieldErrors!['orderer.email']).toBe(checkoutTexts['en-US'].invalidEmail);
  });

  test('an empty cart cannot be bought: the checkout page says the cart is empty', async () => {
    const answer = await completePurchase(url(), anIdentity(), completeSwedishForm('tok'));
    expect(answer.status).toBe(200);
    const page = answer.body.newPageData as CheckoutPageViewModel;
    expect(page.cart.items).toEqual([]);
    expect(page.validationResult).toEqual({ success: false, errorMessage: 'Din varukorg är tom.' });
  });

  test('a cart already being bought is a 409 with the spec message', async () => {
    const who = await shopperWith({ [plenty!.code]: 1 });
    await db().query("UPDATE carts SET purchase_claimed_until = now() + interval '1 minute' WHERE owner_id = $1", [who.visitorId]);
    const answer = await completePurchase(url(), who, completeSwedishForm(await cardToken(url(), who, testCardNumbers.authorized)));
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: { code: 'purchase_in_progress', message: 'Complete purchase already in progress' } });
    expect(await orderRows(who.visitorId!)).toEqual([]);
  });

  test('with the catalog not answering for stock the purchase is a clear 503 and nothing is written', async () => {
    const who = await shopperWith({ [seededLater!.code]: 1 });
    const token = await cardToken(url(), who, testCardNumbers.authorized);
    context().catalog.stockMode = 'hang';
    try {
      const answer = await completePurchase(url(), who, completeSwedishForm(token));
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ error: { code: 'stock_unavailable', message: expect.stringContaining('nothing was ordered') } });
    } finally {
      context().catalog.stockMode = 'ok';
    }
    expect(await orderRows(who.visitorId!)).toEqual([]);
    expect(await stockOf(seededLater!.code)).toBeUndefined();
    const later = await completePurchase(url(), who, completeSwedishForm(token));
    expect(later.body.orderConfirmationRedirectUrl).toBeDefined();
    expect(await stockOf(seededLater!.code)).toBe(999);
  });

  test('broken text or a control character in the form is a 400 naming the field: no order, no stock taken, the cart as it was', async () => {
    const who = await shopperWith({ [plenty!.code]: 1 });
    const token = await cardToken(url(), who, testCardNumbers.authorized);
    const base = completeSwedishForm(token);
    const stockBefore = await stockOf(plenty!.code);
    const forms = [
      [{ ...base, customerInfo: { ...base.customerInfo, billingAddress: { ...base.customerInfo.billingAddress, firstName: 'Anna\u0000' } } }, 'customerInfo.billingAddress.firstName', textRuleMessages.brokenText],
      [{ ...base, customerInfo: { ...base.customerInfo, billingAddress: { ...base.customerInfo.billingAddress, city: 'Stockholm \udc00' } } }, 'customerInfo.billingAddress.city', textRuleMessages.brokenText],
      [{ ...base, customerInfo: { ...base.customerInfo, phoneNumber: '070-123 45 67\n' } }, 'customerInfo.phoneNumber', textRuleMessages.controlCharacter],
    ] as const;
    for (const [form, field, message] of forms) {
      for (const path of ['/checkout/completePurchase', '/api/my/carts/current/complete-purchase']) {
        const answer = await call(url(), 'POST', path, who, form);
        expect([answer.status, answer.body.error.fields]).toEqual([400, { [field]: message }]);
      }
    }
    expect(await orderRows(who.visitorId!)).toEqual([]);
    expect(await stockOf(plenty!.code)).toBe(stockBefore);
    expect((await cartOf(who)).items.map((line: { code: string; quantity: number }) => [line.code, line.quantity])).toEqual([[plenty!.code, 1]]);
    expect((await completePurchase(url(), who, base)).body.orderConfirmationRedirectUrl).toBeDefined();
  });

  test('broken text in the payment details is a 400; the payment still waits for its answer', async () => {
    const who = await shopperWith({ [plenty!.code]: 1 });
    const answer = await completePurchase(url(), who, completeSwedishForm(await cardToken(url(), who, testCardNumbers.challenge)));
    const { pspReference } = answer.body.paymentAction!;
    for (const [reference, given] of [
      [pspReference, { challengeCode: '12\u000034' }],
      [pspReference, { challengeCode: '\ud83d' }],
      [`${pspReference}\u0000`, { challengeCode: '1234' }],
    ] as const) {
      const refused = await details(who, reference, given);
      expect([refused.status, (refused.body as unknown as { error: { code: string } }).error.code]).toEqual([400, 'bad_request']);
    }
    expect(await orderRows(who.visitorId!)).toEqual([expect.objectContaining({ status: 'awaitingPayment' })]);
    expect((await details(who, pspReference, { challengeCode: '1234' })).body.orderConfirmationRedirectUrl).toBeDefined();
  });

  test('a form that is not a checkout form is a 400 and changes nothing', async () => {
    const who = await shopperWith({ [plenty!.code]: 1 });
    const answer = await call(url(), 'POST', '/api/my/carts/current/complete-purchase', who, { orderer: 'me' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('bad_request');
    expect(await orderRows(who.visitorId!)).toEqual([]);
  });
});

describeOnEachBackend(
  'complete purchase with an invoice company that says no',
  (context) => {
    test('a refused invoice cancels the order with the company reason', async () => {
      const who = anIdentity();
      await fillCart(context().url, who, { [lipstick.code]: 1 });
      const form = completeSwedishForm('', { selectedPaymentMethodId: 'invoice', orderer: { email: 'anna@example.se', identificationNumber: swedishTestNumber } });
      const answer = await completePurchase(context().url, who, form);
        expect(answer.body.newPageData!.validationResult).toEqual({ success: false, paymentErrorMessage: 'No credit for you today.' });
      const orders = await context().db.query<{ status: string }>('SELECT status FROM orders WHERE owner_id = $1', [who.visitorId]);
      expect(orders).toEqual([{ status: 'cancelled' }]);
    });
  },
  { checkout: { invoiceDecision: () => ({ approved: false, reason: 'No credit for you today.' }) } },
);
