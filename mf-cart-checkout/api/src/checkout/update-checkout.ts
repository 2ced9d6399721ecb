import type { Address, CheckoutForm, CheckoutUpdateRequest } from '../../../contract/checkout-form';
import type { CheckoutFieldErrors, CheckoutUpdateResponse, CheckoutValidationResult } from '../../../contract/checkout';
import { ResponseError } from '@storefront/platform/server';
import { findCart } from '../cart/cart-repository';
import { readCart } from '../cart/read-cart';
import type { Shopper } from '../cart/shopper';
import { updateCart } from '../cart/update-cart';
import { giftCardLookupCallers } from '../payment/gift-card-lookup-limit';
import { giftCardMessage } from '../payment/gift-card-texts';
import { findCheckoutForm, saveCheckoutForm } from './checkout-form-repository';
import type { CheckoutServices } from './checkout-services';
import { checkoutStateOf, giftCardBalancesOf } from './checkout-state';
import { checkoutTexts } from './checkout-texts';
import { formFieldErrors, identificationNumberOf } from './form-validation';
import { requiresClubTerms } from './load-checkout';
import { mergeCheckoutForm } from './merge-checkout-form';

type AddressFromRegister = { address: Address } | { error: string } | null;

/** The billing address from the population register when the shopper asked for it; null when they did not. */
async function addressFromRegister(services: CheckoutServices, shopper: Shopper, form: CheckoutForm, asked: boolean): Promise<AddressFromRegister> {
  if (!asked) return null;
  const texts = checkoutTexts[shopper.culture];
  const number = identificationNumberOf(form);
  if (number === '') return { error: texts.required };
  const result = await services.addressLookup.addressOf(number, shopper.market);
  if (result.found) return { address: result.address };
  const messages = { notInMarket: texts.addressLookupNotInMarket, invalidNumber: texts.invalidIdentificationNumber, notFound: texts.addressNotFound };
  return { error: messages[result.reason] };
}

/**
 * A gift card code new to the form reveals the card's balance, so it counts against the same limit as
 * `GET /api/gift-cards/{code}`: no guessing codes through the checkout either. Over the limit nothing is changed.
 */
async function countGiftCardLookups(services: CheckoutServices, shopper: Shopper, stored: CheckoutForm, change: CheckoutUpdateRequest): Promise<void> {
  const added = (change.payment?.giftCardCodes ?? []).filter((code) => !stored.payment.giftCardCodes.includes(code));
  for (const _code of new Set(added)) {
    const permit = await services.giftCards.takeLookup(services.db, giftCardLookupCallers(shopper));
    if (!permit.allowed) throw new ResponseError(429, 'too_many_gift_card_lookups', giftCardMessage('tooManyLookups', shopper.culture));
  }
}

/** The customer details a purchase needs are all there and right. */
const customerFieldsComplete = (errors: CheckoutFieldErrors) =>
  !Object.keys(errors).some((path) => path === 'orderer.email' || path.startsWith('customerInfo.'));

/**
 * POST /checkout/update: quantity changes through the cart's own update, coupon codes entered or removed, then the
 * rest merged into the stored form (with the shipping rules) in one transaction with the cart row locked, so
 * concurrent updates of one checkout run one after another. Formats are checked as the shopper types; problems
 * come back as field errors in the shopper's language.
 */
export async function updateCheckout(services: CheckoutServices, shopper: Shopper, change: CheckoutUpdateRequest): Promise<CheckoutUpdateResponse> {
  const { db, catalog } = services;
  const texts = checkoutTexts[shopper.culture];
  const storedBefore = (await findCheckoutForm(db, (await findCart(db, shopper))?.id ?? '', shopper.market)).form;
  await countGiftCardLookups(services, shopper, storedBefore, change);
  const items = change.cart?.items ?? {};
  if (Object.keys(items).length > 0) await updateCart(db, catalog, shopper, { items, addedCodes: [], isCheckoutPage: true });

  const couponMessages: string[] = [];
  let couponsApplied = true;
  for (const [action, codes] of [
    ['remove', change.cart?.removedCodes ?? []],
    ['add', change.cart?.addedCodes ?? []],
  ] as const) {
    for (const code of codes) {
      const answer = await services.coupons[action](shopper, code);
      couponsApplied &&= answer.success;
      couponMessages.push(answer.message);
    }
  }

  const cart = await readCart(db, catalog, shopper);
  const context = { market: shopper.market, culture: shopper.culture, requiresClubTerms: requiresClubTerms(shopper) };
  const preview = mergeCheckoutForm(storedBefore, change).form;
  const fromRegister = await addressFromRegister(services, shopper, preview, change.setAddressByPersonalNumber === true);

  const apply = (stored: CheckoutForm) => {
    const { form, expressHandlingRefused } = mergeCheckoutForm(stored, change);
    if (fromRegister && 'address' in fromRegister) form.customerInfo.billingAddress = fromRegister.address;
    const fieldErrors = formFieldErrors(form, context, 'typing');
    if (expressHandlingRefused) fieldErrors.useExpressHandling = texts.expressNotAvailable;
    if (fromRegister && 'error' in fromRegister) fieldErrors['orderer.identificationNumber'] = fromRegister.error;
    form.customerInfo.hasEnoughInfoToCompletePurchase = customerFieldsComplete(formFieldErrors(form, context, 'purchase'));
    const validationResult: CheckoutValidationResult = { success: Object.keys(fieldErrors).length === 0, ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}) };
    return { form, validationResult };
  };
  // Without a cart there is nothing to keep the form with: the answer shows it merged, unstored.
  const { form, validationResult } = cart.cartId
    ? await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [cart.cartId]);
        const result = apply((await findCheckoutForm(tx, cart.cartId, shopper.market, true)).form);
        await saveCheckoutForm(tx, cart.cartId, result.form, result.validationResult);
        return result;
      })
    : apply(preview);

  const giftCardBalances = await giftCardBalancesOf(db, services.giftCards, form, cart.currency);
  const checkout = checkoutStateOf(shopper, cart, form, giftCardBalances);
  const phone = form.customerInfo.phoneNumber.trim();
  return {
    updateResult: { success: couponsApplied, ...(couponMessages.length > 0 ? { message: couponMessages.join(' ') } : {}) },
    cart,
    orderer: form.orderer,
    ...(phone ? { trackingPhoneNumber: phone } : {}),
    validationResult,
    checkout,
  };
}
