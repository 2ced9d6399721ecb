import type { Culture } from '../app-shell/types';
import { formatPrice } from './format-price';
import type { CurrencyCode } from './types';

// The exact output contract: comma decimals, whole prices without decimals, a plain space before the
// symbol, the culture's grouping (plain space or dot), '-' for negatives.
const cases: [CurrencyCode, Culture, number, string][] = [
  ['SEK', 'sv-SE', 19900, '199 kr'],
  ['SEK', 'sv-SE', 19950, '199,50 kr'],
  ['SEK', 'sv-SE', 129900, '1 299 kr'],
  ['SEK', 'sv-SE', 123456705, '1 234 567,05 kr'],
  ['NOK', 'nb-NO', 24900, '249 kr'],
  ['NOK', 'nb-NO', 149990, '1 499,90 kr'],
  ['DKK', 'da-DK', 9995, '99,95 kr'],
  ['DKK', 'da-DK', 129900, '1.299 kr'],
  ['EUR', 'fi-FI', 1990, '19,90 €'],
  ['EUR', 'fi-FI', 123400, '1 234 €'],
  ['EUR', 'de-DE', 1990, '19,90 €'],
  ['EUR', 'de-DE', 123450, '1.234,50 €'],
  ['EUR', 'nl-NL', 500, '5 €'],
  ['EUR', 'nl-NL', 123405, '1.234,05 €'],
  ['PLN', 'pl-PL', 4999, '49,99 zł'],
  ['PLN', 'pl-PL', 129900, '1299 zł'],
  ['PLN', 'pl-PL', 1299900, '12 999 zł'],
  ['SEK', 'en-US', 129950, '1 299,50 kr'],
  ['EUR', 'en-US', 123450, '1.234,50 €'],
  ['PLN', 'en-US', 4999, '49,99 zł'],
  ['DKK', 'en-US', 100, '1 kr'],
  ['EUR', 'sv-SE', 1990, '19,90 €'],
  ['SEK', 'sv-SE', 0, '0 kr'],
  ['SEK', 'sv-SE', -5000, '-50 kr'],
  ['EUR', 'de-DE', -1250, '-12,50 €'],
  ['EUR', 'de-DE', 1, '0,01 €'],
];

test.each(cases)('%s in %s: %i minor units → %j', (currency, culture, amount, expected) => {
  expect(formatPrice({ amount, currency }, culture)).toBe(expected);
});
