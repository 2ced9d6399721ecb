import type { Culture } from '../app-shell/types';
import type { CurrencyCode, Money } from './types';

export const currencySymbols: Record<CurrencyCode, string> = {
  SEK: 'kr',
  NOK: 'kr',
  DKK: 'kr',
  EUR: '€',
  PLN: 'zł',
};

/** Whose digit grouping a culture without comma decimals (en-US) borrows for a currency. */
const homeCultureOf: Record<CurrencyCode, Culture> = {
  SEK: 'sv-SE',
  NOK: 'nb-NO',
  DKK: 'da-DK',
  PLN: 'pl-PL',
  EUR: 'de-DE',
};

const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(culture: Culture, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${culture}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(culture, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, formatter);
  }
  return formatter;
}

function usesCommaDecimals(culture: Culture): boolean {
  return formatterFor(culture, 2).formatToParts(1.5).some((part) => part.type === 'decimal' && part.value === ',');
}

/**
 * Comma decimals, and no decimals on a whole price; the symbol follows after a space.
 * Grouping follows the culture (a space in sv, nb, fi, pl; a dot in da, de, nl); en-US shoppers get
 * the currency's home grouping so that a comma is never a thousands separator.
 * Every space is a plain U+0020 and the minus is '-', whatever the ICU data says, so output is stable:
 * `{ amount: 19900, currency: 'SEK' }` → '199 kr'; `{ amount: 1990, currency: 'EUR' }` → '19,90 €'.
 */
export function formatPrice(money: Money, culture: Culture): string {
  const numberCulture = usesCommaDecimals(culture) ? culture : homeCultureOf[money.currency];
  const decimals = money.amount % 100 === 0 ? 0 : 2;
  const number = formatterFor(numberCulture, decimals)
    .formatToParts(money.amount / 100)
    .map((part) => {
      if (part.type === 'decimal') return ',';
      if (part.type === 'minusSign') return '-';
      return part.value.replace(/\s/g, ' ');
    })
    .join('');
  return `${number} ${currencySymbols[money.currency]}`;
}
