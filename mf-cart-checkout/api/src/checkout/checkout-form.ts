import type { Address, CheckoutForm, MarketCode } from '@storefront/platform';
import { textRuleMessages } from '@storefront/platform/server';
import { z } from 'zod';
import { cartUpdateDiff } from '../cart/cart-update-diff';
import { giftCardCode } from '../payment/gift-cards';

export const maxGreetingLength = 200;
export const maxGiftCards = 5;

/**
 * One line of the shopper's text (a name, an address line, a postal code, a phone number, an e-mail address): no
 * control character at all, as the platform's `singleLineText`, but kept as typed, untrimmed, since the form is
 * stored while the shopper types and a space between two words would be lost.
 */
const text = (max = 100) =>
  z
    .string()
    .max(max)
    .refine((value) => !/\p{Cc}/u.test(value), textRuleMessages.controlCharacter);
const marketCode = z.enum(['SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL']);

const address = z.object({
  firstName: text(),
  lastName: text(),
  careOf: text().optional(),
  street: text(),
  postalCode: text(12),
  city: text(),
  countryCode: marketCode,
});

const orderer = z.object({
  email: text(254),
  emailHashed: text(128).optional(),
  identificationNumber: text(20).optional(),
});

const customerInfo = z.object({
  billingAddress: address,
  alternativeDeliveryAddress: address.optional(),
  email: text(254),
  phoneNumber: text(30),
  hasAlternativeDeliveryAddress: z.boolean(),
  hasEnoughInfoToCompletePurchase: z.boolean(),
  identificationNumber: text(20).optional(),
  salesPerson: text().optional(),
  emailHashed: text(128).optional(),
  doorCode: text(20).optional(),
  nipCode: text(20).optional(),
});

const giftWrap = z.object({
  wrap: z.boolean(),
  greeting: z.string().max(maxGreetingLength, `A greeting is at most ${maxGreetingLength} characters.`),
});

const couponCode = z.string().trim().min(1).max(50).regex(/^[^\p{Cc}]+$/u, 'A code has no control characters.');

const formCart = z.object({
  items: cartUpdateDiff.shape.items,
  addedCodes: z.array(couponCode).max(10),
  removedCodes: z.array(couponCode).max(10),
});

const payment = z.object({
  card: z.object({ token: z.string().min(1).max(200) }).optional(),
  giftCardCodes: z.array(giftCardCode).max(maxGiftCards),
});

const formFields = {
  orderer,
  customerInfo,
  selectedPaymentMethodId: z.enum(['card', 'invoice', 'giftCard']).nullable(),
  selectedShippingMethodId: z.enum(['home', 'deliveryPoint', 'store']).nullable(),
  selectedDeliveryPoint: z.object({ id: text(40) }).nullable(),
  useExpressHandling: z.boolean(),
  giftWrapGreetingInformation: giftWrap.nullable(),
  clubTerms: z.boolean(),
  emailSubscription: z.boolean(),
  textSubscription: z.boolean(),
  cart: formCart,
  location: text(200).optional(),
  setAddressByPersonalNumber: z.boolean().optional(),
  payment,
};

/** The body of complete-purchase: the whole checkout form. */
export const checkoutFormInput = z.object(formFields);

/**
 * The body of checkout update: any part of the form, down to single fields of an address. An object given
 * replaces only the fields it names.
 */
export const checkoutUpdateInput = z.object({
  ...formFields,
  orderer: orderer.partial(),
  customerInfo: customerInfo
    .extend({ billingAddress: address.partial(), alternativeDeliveryAddress: address.partial() })
    .partial(),
  cart: formCart.partial(),
  payment: payment.partial(),
}).partial();

export type CheckoutFormInput = z.infer<typeof checkoutFormInput>;
export type CheckoutUpdateInput = z.infer<typeof checkoutUpdateInput>;

export const emptyAddress = (market: MarketCode): Address => ({
  firstName: '',
  lastName: '',
  street: '',
  postalCode: '',
  city: '',
  countryCode: market,
});

/** The form of a checkout nobody has touched yet: home delivery, nothing else chosen. */
export function emptyCheckoutForm(market: MarketCode): CheckoutForm {
  return {
    orderer: { email: '' },
    customerInfo: {
      billingAddress: emptyAddress(market),
      email: '',
      phoneNumber: '',
      hasAlternativeDeliveryAddress: false,
      hasEnoughInfoToCompletePurchase: false,
    },
    selectedPaymentMethodId: null,
    selectedShippingMethodId: 'home',
    selectedDeliveryPoint: null,
    useExpressHandling: false,
    giftWrapGreetingInformation: null,
    clubTerms: false,
    emailSubscription: false,
    textSubscription: false,
    cart: { items: {}, addedCodes: [], removedCodes: [] },
    payment: { giftCardCodes: [] },
  };
}
