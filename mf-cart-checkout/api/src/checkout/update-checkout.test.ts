import type { CheckoutUpdateResponse } from '../../../contract/checkout';
import { textRuleMessages } from '@storefront/platform/server';
import { giftCardMessage } from '../payment/gift-card-texts';
import { call, fillCart, swedishTestNumber } from '../testing/checkout-requests';
import { lipstick, serum } from '../testing/fake-catalog';
import { anIdentity, describeOnEachBackend } from '../testing/test-app';
import { demoPopulationRegister } from './address-lookup';
import { checkoutTexts } from './checkout-texts';

const sv = checkoutTexts['sv-SE'];

describeOnEachBackend('checkout update', (context) => {
  const update = (who: ReturnType<typeof anIdentity>, change: unknown, path = '/checkout/update') =>
    call<CheckoutUpdateResponse & { error: { code: string; message: string } }>(context().url, 'POST', path, who, change);
  const storedForm = async (who: ReturnType<typeof anIdentity>) => (await call(context().url, 'GET', '/page/checkout', who)).body.checkout.form;
  const shopperWithCart = async (market: 'SE' | 'NO' = 'SE') => {
    const who = anIdentity(market === 'SE' ? {} : { market, culture: 'nb-NO' });
    await fillCart(context().url, who, { [lipstick.code]: 1 });
    return who;
  };

  test('a part of the form is merged into the stored form and answered with cart, orderer and checkout', async () => {
    const who = await shopperWithCart();
    const answer = await update(who, { orderer: { email: 'anna@example.se' }, customerInfo: { phoneNumber: '070-123 45 67', billingAddress: { firstName: 'Anna' } } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({
      updateResult: { success: true },
      orderer: { email: 'anna@example.se' },
      trackingPhoneNumber: '070-123 45 67',
      validationResult: { success: true },
      cart: { items: [{ code: lipstick.code, quantity: 1 }] },
    });
    const second = await update(who, { customerInfo: { billingAddress: { lastName: 'Andersson' } }, clubTerms: true }, '/api/my/carts/current/update');
    expect(second.status).toBe(200);
    const form = await storedForm(who);
    expect(form).toMatchObject({ orderer: { email: 'anna@example.se' }, clubTerms: true, customerInfo: { phoneNumber: '070-123 45 67', billingAddress: { firstName: 'Anna', lastName: 'Andersson' } } });
    expect(second.body.checkout.form).toEqual(form);
  });

  test('formats are checked per market as the shopper types: field errors in their language, kept as the last validation', async () => {
    const who = await shopperWithCart();
    const answer = await update(who, { orderer: { email: 'anna@' }, customerInfo: { phoneNumber: '12', billingAddress: { postalCode: '1234' } } });
    const expected = {
      success: false,
      fieldErrors: { 'orderer.email': sv.invalidEmail, 'customerInfo.phoneNumber': sv.invalidPhone, 'customerInfo.billingAddress.postalCode': sv.invalidPostalCode },
    };
    expect(answer.body.validationResult).toEqual(expected);
    expect((await call(context().url, 'GET', '/api/my/carts/current/last-validation-errors', who)).body).toEqual(expected);
    const norwegian = await shopperWithCart('NO');
    const no = await update(norwegian, { customerInfo: { phoneNumber: '412 34 567', billingAddress: { postalCode: '111 22' } } });
    expect(no.body.validationResult).toEqual({ success: false, fieldErrors: { 'customerInfo.billingAddress.postalCode': checkoutTexts['nb-NO'].invalidPostalCode } });
  });

  test('changing the shipping method clears the delivery point and turns express handling off, on the server too', async () => {
    const who = await shopperWithCart();
    const chosen = await update(who, { selectedShippingMethodId: 'deliveryPoint', selectedDeliveryPoint: { id: 'SE-11122-3' }, useExpressHandling: true });
    expect(chosen.body.checkout.form).toMatchObject({ selectedShippingMethodId: 'deliveryPoint', selectedDeliveryPoint: { id: 'SE-11122-3' }, useExpressHandling: true });
    expect(chosen.body.checkout.summary).toMatchObject({ shipping: { amount: 2_900 }, expressHandling: { amount: 3_900 } });
    const changed = await update(who, { selectedShippingMethodId: 'home' });
    expect(changed.body.checkout.form).toMatchObject({ selectedShippingMethodId: 'home', selectedDeliveryPoint: null, useExpressHandling: false });
    const store = await update(who, { selectedShippingMethodId: 'store', useExpressHandling: true });
    expect(store.body.checkout.form.useExpressHandling).toBe(false);
    expect(store.body.validationResult).toEqual({ success: false, fieldErrors: { useExpressHandling: sv.expressNotAvailable } });
    const unknownPoint = await update(who, { selectedShippingMethodId: 'deliveryPoint', selectedDeliveryPoint: { id: 'NO-0150-1' } });
    expect(unknownPoint.body.validationResult.fieldErrors).toEqual({ selectedDeliveryPoint: sv.unknownDeliveryPoint });
  });

  test('a greeting over 200 characters, or a form of the wrong shape, is a 400 and changes nothing', async () => {
    const who = await shopperWithCart();
    await update(who, { giftWrapGreetingInformation: { wrap: true, greeting: 'Grattis!' } });
    for (const change of [{ giftWrapGreetingInformation: { wrap: true, greeting: 'x'.repeat(201) } }, { selectedShippingMethodId: 'drone' }, { orderer: { email: 42 } }]) {
      const answer = await update(who, change);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('bad_request');
    }
    const form = await storedForm(who);
    expect(form).toMatchObject({ giftWrapGreetingInformation: { wrap: true, greeting: 'Grattis!' }, selectedShippingMethodId: 'home', orderer: { email: '' } });
    const withWrap = await update(who, { giftWrapGreetingInformation: { wrap: true, greeting: 'x'.repeat(200) } });
    expect(withWrap.body.checkout.summary.giftWrap.amount).toBe(2_900);
  });

  test('broken text, or a control character in a name, an address line, a postal code, a city or a phone number, is a 400 naming the field; nothing is stored', async () => {
    const who = await shopperWithCart();
    await update(who, { customerInfo: { billingAddress: { firstName: 'Anna ' }, phoneNumber: '070-123 45 67' } });
    const before = await storedForm(who);
    const { brokenText, controlCharacter } = textRuleMessages;
    const tries: [object, string, string][] = [
      [{ customerInfo: { billingAddress: { firstName: 'An\u0000na' } } }, 'customerInfo.billingAddress.firstName', brokenText],
      [{ customerInfo: { billingAddress: { lastName: 'Andersson \ud83d' } } }, 'customerInfo.billingAddress.lastName', brokenText],
      [{ orderer: { email: 'anna@example.se\u0000' } }, 'orderer.email', brokenText],
      [{ customerInfo: { billingAddress: { street: 'Storgatan 1\nBox 4' } } }, 'customerInfo.billingAddress.street', controlCharacter],
      [{ customerInfo: { billingAddress: { careOf: '\u001b[31mAB' } } }, 'customerInfo.billingAddress.careOf', controlCharacter],
      [{ customerInfo: { billingAddress: { postalCode: '111\t22' } } }, 'customerInfo.billingAddress.postalCode', controlCharacter],
      [{ customerInfo: { billingAddress: { city: 'Stock\u0007holm' } } }, 'customerInfo.billingAddress.city', controlCharacter],
      [{ customerInfo: { alternativeDeliveryAddress: { firstName: 'Bo\u0085' } } }, 'customerInfo.alternativeDeliveryAddress.firstName', controlCharacter],
      [{ customerInfo: { phoneNumber: '070\r123 45 67' } }, 'customerInfo.phoneNumber', controlCharacter],
    ];
    for (const [change, field, message] of tries) {
      for (const path of ['/checkout/update', '/api/my/carts/current/update']) {
        const answer = await update(who, change, path);
        expect([path, answer.status, answer.body.error.code]).toEqual([path, 400, 'bad_request']);
        expect((answer.body.error as { fields?: Record<string, string> }).fields).toEqual({ [field]: message });
      }
    }
    expect(await storedForm(who)).toEqual(before);
    // Kept as typed: a space at the end is where the next word goes.
    expect(before.customerInfo.billingAddress.firstName).toBe('Anna ');
  });

  test('quantity changes go through the cart update; a bad quantity is a 400 and changes nothing', async () => {
    const who = await shopperWithCart();
    const answer = await update(who, { cart: { items: { [lipstick.code]: { newQuantity: 3, previousQuantity: 1 }, [serum.code]: { newQuantity: 1, previousQuantity: 0 } } }, orderer: { email: 'a@b.se' } });
    expect(answer.body.cart.items.map((line) => [line.code, line.quantity])).toEqual([[lipstick.code, 3], [serum.code, 1]]);
    const refused = await update(who, { cart: { items: { [lipstick.code]: { newQuantity: 11, previousQuantity: 3 } } }, orderer: { email: 'changed@b.se' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_quantity');
    const page = (await call(context().url, 'GET', '/page/checkout', who)).body;
    expect(page.cart.items.map((line: { quantity: number }) => line.quantity)).toEqual([3, 1]);
    expect(page.checkout.form.orderer.email).toBe('a@b.se');
  });

  test('coupon codes added and removed on the checkout page go through the promotions', async () => {
    const who = await shopperWithCart();
    const added = await update(who, { cart: { addedCodes: ['welcome10'] } });
    expect(added.body.updateResult.success).toBe(true);
    expect(added.body.cart.appliedCouponCodes).toEqual(['WELCOME10']);
    expect(added.body.checkout.summary.orderLevelDiscount.amount).toBe(2_490);
    const unknown = await update(who, { cart: { addedCodes: ['NOSUCHCODE'] } });
    expect(unknown.body.updateResult).toEqual({ success: false, message: expect.stringContaining('NOSUCHCODE') });
    const removed = await update(who, { cart: { removedCodes: ['WELCOME10'] } });
    expect(removed.body.cart.appliedCouponCodes).toEqual([]);
    expect(removed.body.checkout.summary.orderLevelDiscount.amount).toBe(0);
  });

  test('the billing address comes from the population register for a valid Swedish personal identity number', async () => {
    const who = await shopperWithCart();
    const answer = await update(who, { orderer: { identificationNumber: swedishTestNumber }, setAddressByPersonalNumber: true });
    const registered = await demoPopulationRegister.addressOf(swedishTestNumber, 'SE');
    expect(registered.found).toBe(true);
    expect(answer.body.checkout.form.customerInfo.billingAddress).toEqual(registered.found && registered.address);
    expect(answer.body.checkout.form).not.toHaveProperty('setAddressByPersonalNumber');
    const invalid = await update(who, { orderer: { identificationNumber: '191212121213' }, setAddressByPersonalNumber: true });
    expect(invalid.body.validationResult.fieldErrors).toEqual({ 'orderer.identificationNumber': sv.invalidIdentificationNumber });
    const norwegian = await shopperWithCart('NO');
    const elsewhere = await update(norwegian, { orderer: { identificationNumber: swedishTestNumber }, setAddressByPersonalNumber: true });
    expect(elsewhere.body.validationResult.fieldErrors!['orderer.identificationNumber']).toBe(checkoutTexts['nb-NO'].addressLookupNotInMarket);
    expect(elsewhere.body.checkout.form.customerInfo.billingAddress.street).toBe('');
  });

  test('once the customer details are complete the form says it has enough to complete the purchase', async () => {
    const who = await shopperWithCart();
    const partial = await update(who, { orderer: { email: 'anna@example.se' }, customerInfo: { phoneNumber: '0701234567' } });
    expect(partial.body.checkout.form.customerInfo.hasEnoughInfoToCompletePurchase).toBe(false);
    const complete = await update(who, {
      customerInfo: { billingAddress: { firstName: 'Anna', lastName: 'Andersson', street: 'Storgatan 1', postalCode: '11122', city: 'Stockholm' } },
    });
    expect(complete.body.checkout.form.customerInfo.hasEnoughInfoToCompletePurchase).toBe(true);
  });

  test('gift cards entered pay first; the summary and the gift card method follow', async () => {
    const who = await shopperWithCart();
    const answer = await update(who, { payment: { giftCardCodes: ['gift-500-sek'] } });
    expect(answer.body.checkout.giftCards).toEqual([{ code: 'GIFT-500-SEK', amountUsed: { amount: 29_800, currency: 'SEK' }, balanceAfter: { amount: 20_200, currency: 'SEK' } }]);
    expect(answer.body.checkout.summary).toMatchObject({ giftCards: { amount: 29_800 }, toPay: { amount: 0 } });
    expect(answer.body.checkout.paymentMethods.find((method) => method.id === 'giftCard')).toMatchObject({ isAvailable: true });
  });

  test('new gift card codes count against the lookup limit: no guessing codes through the checkout', async () => {
    const who = await shopperWithCart();
    const answers = [];
    for (let index = 0; index < 12; index++) answers.push(await update(who, { payment: { giftCardCodes: [`GUESS-${1000 + index}`] } }));
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers[11]!.status).toBe(429);
    expect(answers[11]!.body).toEqual({ error: { code: 'too_many_gift_card_lookups', message: giftCardMessage('tooManyLookups', 'sv-SE') } });
    // A code already in the form is not a new lookup.
    expect((await update(who, { payment: { giftCardCodes: ['GUESS-1009'] } })).status).toBe(200);
  });

  test('new gift card codes from one address count against its limit too, whatever cookie each update comes with', async () => {
    const answers = [];
    for (let index = 0; index < 11; index++) {
      const who = anIdentity({ clientAddress: '192.0.2.44' });
      answers.push(await update(who, { payment: { giftCardCodes: [`GUESS-${2000 + index}`] } }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(200), 429]);
    expect(answers[10]!.body.error.code).toBe('too_many_gift_card_lookups');
  });

  test('concurrent updates of different fields of one checkout lose none', async () => {
    const who = await shopperWithCart();
    const fields = { firstName: 'Anna', lastName: 'Andersson', street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', careOf: 'Berg' };
    const answers = await Promise.all(Object.entries(fields).map(([field, value]) => update(who, { customerInfo: { billingAddress: { [field]: value } } })));
    expect(answers.map((answer) => answer.status)).toEqual(Object.keys(fields).map(() => 200));
    expect((await storedForm(who)).customerInfo.billingAddress).toEqual({ ...fields, countryCode: 'SE' });
  });
});
