import type { MarketCode } from '@storefront/platform';
import { textRuleMessages } from '@storefront/platform/server';
import { z } from 'zod';
import { cartUpdateDiff } from './cart-update';
import { giftCardCode } from './gift-cards';

/*
 * The checkout form the shopper fills in, as complete-purchase takes it whole and checkout update in part. Written
 * once, as the zod schemas the server checks the requests with; every type here is derived from them, and web/ takes
 * only the types (`import type`), so zod stays out of the browser.
 */

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

const marketCode = z.enum(['SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL']) satisfies z.ZodType<MarketCode>;

/** A postal address as the checkout form holds it; `countryCode` is the market's alpha2. */
const address = z.object({
  firstName: text(),
  lastName: text(),
  careOf: text().optional(),
  street: text(),
  postalCode: text(12),
  city: text(),
  countryCode: marketCode,
});

export type Address = z.infer<typeof address>;

const orderer = z.object({
  email: text(254),
  emailHashed: text(128).optional(),
  identificationNumber: text(20).optional(),
});

export type Orderer = z.infer<typeof orderer>;

/** Stored by the client under the local-storage key `customerinfo`. */
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

export type CustomerInfo = z.infer<typeof customerInfo>;

const paymentMethodId = z.enum(['card', 'invoice', 'giftCard']);

export type PaymentMethodId = z.infer<typeof paymentMethodId>;

const shippingMethodId = z.enum(['home', 'deliveryPoint', 'store']);

export type ShippingMethodId = z.infer<typeof shippingMethodId>;

/** `greeting`: at most `maxGreetingLength` characters, shown on the card in the parcel. */
const giftWrap = z.object({
  wrap: z.boolean(),
  greeting: z.string().max(maxGreetingLength, `A greeting is at most ${maxGreetingLength} characters.`),
});

export type GiftWrapGreetingInformation = z.infer<typeof giftWrap>;

const couponCode = z.string().trim().min(1).max(50).regex(/^[^\p{Cc}]+$/u, 'A code has no control characters.');

/** Quantity changes, plus coupon codes added and removed. */
const formCart = z.object({
  items: cartUpdateDiff.shape.items,
  addedCodes: z.array(couponCode).max(10),
  removedCodes: z.array(couponCode).max(10),
});

/** A card as the payment provider tokenized it in the browser; the card number never reaches our server. */
const cardPaymentDetails = z.object({ token: z.string().min(1).max(200) });

export type CardPaymentDetails = z.infer<typeof cardPaymentDetails>;

/** Card token when paying by card; gift card codes used first, in order, for any payment method. */
const payment = z.object({
  card: cardPaymentDetails.optional(),
  giftCardCodes: z.array(giftCardCode).max(maxGiftCards),
});

const formFields = {
  orderer,
  customerInfo,
  selectedPaymentMethodId: paymentMethodId.nullable(),
  selectedShippingMethodId: shippingMethodId.nullable(),
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

/** The checkout form: the body of `POST /checkout/completePurchase`, and the form as the server keeps it. */
export const checkoutForm = z.object(formFields);

export type CheckoutForm = z.infer<typeof checkoutForm>;

/**
 * Body of `POST /checkout/update`: any part of the form, down to single fields of an address. An object given
 * replaces only the fields it names.
 */
export const checkoutUpdateRequest = z
  .object({
    ...formFields,
    orderer: orderer.partial(),
    customerInfo: customerInfo.extend({ billingAddress: address.partial(), alternativeDeliveryAddress: address.partial() }).partial(),
    cart: formCart.partial(),
    payment: payment.partial(),
  })
  .partial();

export type CheckoutUpdateRequest = z.infer<typeof checkoutUpdateRequest>;
