export type CardBrand = 'visa' | 'mastercard' | 'amex';

/** What the test provider does with a card when it is authorized. */
export type CardBehaviour = 'authorize' | 'decline' | 'insufficientFunds' | 'challenge' | 'redirect' | 'slow';

/** How long the test provider takes over a 'slow' card: a provider that answers late, a purchase caught mid-way. */
export const slowCardAuthorizationMs = 20_000;

export interface TestCard {
  number: string;
  brand: CardBrand;
  behaviour: CardBehaviour;
}

/** The code that passes the test provider's challenge step; anything else fails it. */
export const testChallengeCode = '1234';

/**
 * The only cards the test provider takes, as test modes of real providers do: a real card number never lands
 * here, not even tokenized.
 */
export const testCards: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'visa', behaviour: 'authorize' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: 'authorize' },
  { number: '378282246310005', brand: 'amex', behaviour: 'authorize' },
  { number: '4000000000000002', brand: 'visa', behaviour: 'decline' },
  { number: '4000000000009995', brand: 'visa', behaviour: 'insufficientFunds' },
  { number: '4000000000003220', brand: 'visa', behaviour: 'challenge' },
  { number: '4000000000003063', brand: 'visa', behaviour: 'redirect' },
  { number: '4000000000000259', brand: 'visa', behaviour: 'slow' },
];

export function testCardFor(number: string): TestCard | undefined {
  return testCards.find((card) => card.number === number);
}
