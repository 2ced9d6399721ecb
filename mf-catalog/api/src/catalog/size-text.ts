import type { Culture } from '@storefront/platform';

const pieces: Record<Culture, string> = {
  'sv-SE': 'st',
  'nb-NO': 'stk',
  'fi-FI': 'kpl',
  'da-DK': 'stk',
  'pl-PL': 'szt.',
  'de-DE': 'Stk.',
  'nl-NL': 'st.',
  'en-US': 'pcs',
};

export type SizeUnit = 'ml' | 'g' | 'st';

export function unitText(unit: SizeUnit, culture: Culture): string {
  return unit === 'st' ? pieces[culture] : unit;
}

/** '30 ml', '3,5 g', '60 st': the size as the culture writes it. */
export function sizeText(sizeMilli: number, unit: SizeUnit, culture: Culture): string {
  const amount = new Intl.NumberFormat(culture, { maximumFractionDigits: 1 }).format(sizeMilli / 1000);
  return `${amount} ${unitText(unit, culture)}`;
}
