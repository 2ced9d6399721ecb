import { cultures } from '../i18n/phrase-table';
import { currencyFor, defaultCultureFor, languages, markets } from './markets';

test('the eight markets, each with its currency, symbol and 2–3 selling points', () => {
  expect(markets.map((market) => [market.alpha2, market.currency, market.currencySymbol])).toEqual([
    ['SE', 'SEK', 'kr'],
    ['NO', 'NOK', 'kr'],
    ['FI', 'EUR', '€'],
    ['DK', 'DKK', 'kr'],
    ['PL', 'PLN', 'zł'],
    ['AT', 'EUR', '€'],
    ['DE', 'EUR', '€'],
    ['NL', 'EUR', '€'],
  ]);
  for (const market of markets) {
    expect(market.name).not.toBe('');
    expect(market.sellingPoints.length).toBeGreaterThanOrEqual(2);
    expect(market.sellingPoints.length).toBeLessThanOrEqual(3);
    expect(market.sellingPoints.every((point) => point.trim().length > 0)).toBe(true);
  }
});

test('one language per culture, with a native name and an update button text', () => {
  expect(languages.map((language) => language.culture)).toEqual([...cultures]);
  for (const language of languages) {
    expect(language.name).not.toBe('');
    expect(language.updateButtonTranslation).not.toBe('');
  }
});

test('currency and default culture per market', () => {
  for (const market of markets) expect(currencyFor(market.alpha2)).toBe(market.currency);
  expect(defaultCultureFor('SE')).toBe('sv-SE');
  expect(defaultCultureFor('NO')).toBe('nb-NO');
  expect(defaultCultureFor('FI')).toBe('fi-FI');
  expect(defaultCultureFor('DK')).toBe('da-DK');
  expect(defaultCultureFor('PL')).toBe('pl-PL');
  expect(defaultCultureFor('AT')).toBe('de-DE');
  expect(defaultCultureFor('DE')).toBe('de-DE');
  expect(defaultCultureFor('NL')).toBe('nl-NL');
});
