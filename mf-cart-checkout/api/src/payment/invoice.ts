import { currencyFor, formatPrice, type Culture, type CurrencyCode, type MarketCode, type Money } from '@storefront/platform';
import { isValidIdentificationNumber } from './identification-number';
import { paymentTexts } from './payment-texts';

/** The largest order an invoice can pay, per currency: 10 000 kr, 1 000 €, 5 000 zł. */
const invoiceLimits: Record<CurrencyCode, number> = {
  SEK: 1_000_000,
  NOK: 1_000_000,
  DKK: 1_000_000,
  EUR: 100_000,
  PLN: 500_000,
};

export function invoiceLimitFor(currency: CurrencyCode): Money {
  return { amount: invoiceLimits[currency], currency };
}

export type InvoiceAvailability = { isAvailable: true } | { isAvailable: false; unavailableReason: string };

/** Whether an invoice can pay `amount` at all, whoever asks: for the payment method list before the form is filled. */
export function invoiceAvailability(amount: Money, culture: Culture): InvoiceAvailability {
  const limit = invoiceLimitFor(amount.currency);
  if (amount.amount <= limit.amount) return { isAvailable: true };
  return { isAvailable: false, unavailableReason: paymentTexts[culture].invoice.overLimit.replace('{limit}', formatPrice(limit, culture)) };
}

export interface InvoiceRequest {
  identificationNumber: string;
  market: MarketCode;
  amount: Money;
  /** The shopper's language, for the reason of a refusal. */
  culture: Culture;
  today?: Date;
}

export type InvoiceDecision = { approved: true } | { approved: false; reason: string };

/**
 * The (stand-in) invoice company's answer: approved for a valid identification number of the market up to the
 * currency's limit, otherwise refused with a reason for the shopper.
 */
export function invoiceDecision({ identificationNumber, market, amount, culture, today }: InvoiceRequest): InvoiceDecision {
  if (!Number.isSafeInteger(amount.amount) || amount.amount < 0) throw new Error(`An invoice amount must be whole minor units, not ${amount.amount}`);
  if (amount.currency !== currencyFor(market)) throw new Error(`An invoice in ${market} is in ${currencyFor(market)}, not ${amount.currency}`);
  if (!isValidIdentificationNumber(identificationNumber, market, today)) {
    return { approved: false, reason: paymentTexts[culture].invoice.invalidIdentificationNumber };
  }
  const availability = invoiceAvailability(amount, culture);
  return availability.isAvailable ? { approved: true } : { approved: false, reason: availability.unavailableReason };
}
