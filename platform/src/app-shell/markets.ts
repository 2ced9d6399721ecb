import type { CurrencyCode } from '../money/types';
import { currencySymbols } from '../money/format-price';
import type { Culture, Language, Market, MarketCode } from './types';

function market(alpha2: MarketCode, name: string, currency: CurrencyCode, sellingPoints: string[]): Market {
  return { alpha2, name, currency, currencySymbol: currencySymbols[currency], sellingPoints };
}

/** The eight markets the store sells in, named and described in their own language. */
export const markets: Market[] = [
  market('SE', 'Sverige', 'SEK', ['Fri frakt över 499 kr', 'Leverans inom 1–3 arbetsdagar', '100 dagars öppet köp']),
  market('NO', 'Norge', 'NOK', ['Fri frakt over 599 kr', 'Levering innen 2–4 virkedager', 'Ingen toll eller ekstra avgifter']),
  market('FI', 'Suomi', 'EUR', ['Ilmainen toimitus yli 49 €', 'Toimitus 1–3 arkipäivässä', '100 päivän palautusoikeus']),
  market('DK', 'Danmark', 'DKK', ['Fri fragt over 449 kr', 'Levering på 1–3 hverdage', '100 dages returret']),
  market('PL', 'Polska', 'PLN', ['Darmowa dostawa od 199 zł', 'Dostawa w 2–4 dni robocze', '100 dni na zwrot']),
  market('AT', 'Österreich', 'EUR', ['Kostenloser Versand ab 49 €', 'Lieferung in 2–4 Werktagen', '100 Tage Rückgaberecht']),
  market('DE', 'Deutschland', 'EUR', ['Kostenloser Versand ab 49 €', 'Lieferung in 2–4 Werktagen', '100 Tage Rückgaberecht']),
  market('NL', 'Nederland', 'EUR', ['Gratis verzending vanaf € 49', 'Levering binnen 2–4 werkdagen', '100 dagen retourrecht']),
];

/** The eight languages, each named in itself. */
export const languages: Language[] = [
  { culture: 'sv-SE', name: 'Svenska', updateButtonTranslation: 'Uppdatera' },
  { culture: 'nb-NO', name: 'Norsk', updateButtonTranslation: 'Oppdater' },
  { culture: 'fi-FI', name: 'Suomi', updateButtonTranslation: 'Päivitä' },
  { culture: 'da-DK', name: 'Dansk', updateButtonTranslation: 'Opdater' },
  { culture: 'pl-PL', name: 'Polski', updateButtonTranslation: 'Aktualizuj' },
  { culture: 'de-DE', name: 'Deutsch', updateButtonTranslation: 'Aktualisieren' },
  { culture: 'nl-NL', name: 'Nederlands', updateButtonTranslation: 'Bijwerken' },
  { culture: 'en-US', name: 'English', updateButtonTranslation: 'Update' },
];

const currencies: Record<MarketCode, CurrencyCode> = {
  SE: 'SEK',
  NO: 'NOK',
  FI: 'EUR',
  DK: 'DKK',
  PL: 'PLN',
  AT: 'EUR',
  DE: 'EUR',
  NL: 'EUR',
};

const defaultCultures: Record<MarketCode, Culture> = {
  SE: 'sv-SE',
  NO: 'nb-NO',
  FI: 'fi-FI',
  DK: 'da-DK',
  PL: 'pl-PL',
  AT: 'de-DE',
  DE: 'de-DE',
  NL: 'nl-NL',
};

export function currencyFor(market: MarketCode): CurrencyCode {
  return currencies[market];
}

export function defaultCultureFor(market: MarketCode): Culture {
  return defaultCultures[market];
}

/** Each market's time zone: dates and times of the shop (a campaign's end) read the same on the server and in the browser. */
const marketTimeZones: Record<MarketCode, string> = {
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  FI: 'Europe/Helsinki',
  DK: 'Europe/Copenhagen',
  PL: 'Europe/Warsaw',
  AT: 'Europe/Vienna',
  DE: 'Europe/Berlin',
  NL: 'Europe/Amsterdam',
};

export function timeZoneFor(market: MarketCode): string {
  return marketTimeZones[market];
}
