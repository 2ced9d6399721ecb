/** Money is integer minor units plus a currency code; never floats. */
export type CurrencyCode = 'SEK' | 'NOK' | 'DKK' | 'EUR' | 'PLN';

export interface Money {
  /** Integer minor units (öre, cent, grosz). */
  amount: number;
  currency: CurrencyCode;
}
