import type { HttpClient } from '@storefront/platform';
import type { CardPaymentDetails } from '../../../contract/checkout-form';

/** The card as the shopper typed it: it goes to the payment provider only, never into the checkout form. */
export interface CardInput {
  number: string;
  /** 1–12. */
  expiryMonth: string;
  /** Two or four digits. */
  expiryYear: string;
  cvc: string;
  holderName: string;
}

export interface CardToken extends CardPaymentDetails {
  last4: string;
  brand: string;
}

export const emptyCard = (): CardInput => ({ number: '', expiryMonth: '', expiryYear: '', cvc: '', holderName: '' });

const digits = (text: string) => text.replace(/\D/g, '');

function fullYear(year: string): number {
  const value = Number(digits(year));
  return value < 100 ? 2000 + value : value;
}

/** POST /payment-provider/test/tokens: the provider keeps the card and answers with a token for the form. */
export async function tokenizeCard(http: Pick<HttpClient, 'post'>, card: CardInput): Promise<CardToken> {
  const body = {
    number: digits(card.number),
    expiryMonth: Number(digits(card.expiryMonth)),
    expiryYear: fullYear(card.expiryYear),
    cvc: digits(card.cvc),
    holderName: card.holderName.trim(),
  };
  return (await http.post<CardToken>('/payment-provider/test/tokens', body)).data;
}
