import { cultures } from '@storefront/platform';
import { invoiceAvailability, invoiceDecision, invoiceLimitFor } from './invoice';
import { paymentTexts } from './payment-texts';

const today = new Date('2025-06-15T12:00:00Z');
const swedish = '19121212-1212';
const sek = (amount: number) => ({ amount, currency: 'SEK' as const });

describe('invoiceDecision', () => {
  test('a valid personnummer up to 10 000 kr is approved; one öre more is refused with the limit in the reason', () => {
    expect(invoiceDecision({ identificationNumber: swedish, market: 'SE', amount: sek(1_000_000), culture: 'sv-SE', today })).toEqual({ approved: true });
    expect(invoiceDecision({ identificationNumber: swedish, market: 'SE', amount: sek(1_000_001), culture: 'sv-SE', today })).toEqual({
      approved: false,
      reason: 'Faktura kan användas för köp upp till 10 000 kr. Välj ett annat betalsätt.',
    });
  });

  test('an invalid identification number is refused with a reason in the shopper language', () => {
    expect(invoiceDecision({ identificationNumber: '19121212-1213', market: 'SE', amount: sek(100), culture: 'en-US', today })).toEqual({
      approved: false,
      reason: 'Check your personal identity number. We need a valid one to approve an invoice.',
    });
    expect(invoiceDecision({ identificationNumber: '', market: 'SE', amount: sek(100), culture: 'de-DE', today })).toEqual({
      approved: false,
      reason: paymentTexts['de-DE'].invoice.invalidIdentificationNumber,
    });
  });

  test.each([
    ['NO', '15058545640', { amount: 1_000_000, currency: 'NOK' }, { amount: 1_000_001, currency: 'NOK' }],
    ['DK', '070761-4285', { amount: 1_000_000, currency: 'DKK' }, { amount: 1_000_001, currency: 'DKK' }],
    ['FI', '131052-308T', { amount: 100_000, currency: 'EUR' }, { amount: 100_001, currency: 'EUR' }],
    ['PL', '44051401359', { amount: 500_000, currency: 'PLN' }, { amount: 500_001, currency: 'PLN' }],
    ['DE', '4111111111111111', { amount: 100_000, currency: 'EUR' }, { amount: 100_001, currency: 'EUR' }],
    ['NL', '1212121212', { amount: 100_000, currency: 'EUR' }, { amount: 100_001, currency: 'EUR' }],
  ] as const)('%s: the market form is approved up to its limit and refused above it', (market, number, atLimit, overLimit) => {
    expect(invoiceDecision({ identificationNumber: number, market, amount: atLimit, culture: 'en-US', today })).toEqual({ approved: true });
    expect(invoiceDecision({ identificationNumber: number, market, amount: overLimit, culture: 'en-US', today })).toMatchObject({ approved: false });
  });

  test('a number valid in one market is not taken in another of another form', () => {
    expect(invoiceDecision({ identificationNumber: '131052-308T', market: 'FI', amount: { amount: 100, currency: 'EUR' }, culture: 'fi-FI', today }).approved).toBe(true);
    expect(invoiceDecision({ identificationNumber: '131052-308T', market: 'DE', amount: { amount: 100, currency: 'EUR' }, culture: 'de-DE', today }).approved).toBe(false);
  });

  test('the amount must be in the market currency and whole minor units: anything else is a programming error', () => {
    expect(() => invoiceDecision({ identificationNumber: swedish, market: 'SE', amount: { amount: 100, currency: 'EUR' }, culture: 'sv-SE', today })).toThrow(/SEK/);
    expect(() => invoiceDecision({ identificationNumber: swedish, market: 'SE', amount: sek(99.5), culture: 'sv-SE', today })).toThrow(/whole/);
  });
});

describe('invoiceAvailability and limits', () => {
  test('the limits per currency', () => {
    expect(['SEK', 'NOK', 'DKK', 'EUR', 'PLN'].map((currency) => invoiceLimitFor(currency as 'SEK').amount)).toEqual([1_000_000, 1_000_000, 1_000_000, 100_000, 500_000]);
  });
  test('over the limit it is unavailable, with the limit formatted for the culture', () => {
    expect(invoiceAvailability({ amount: 100_001, currency: 'EUR' }, 'de-DE')).toEqual({
      isAvailable: false,
      unavailableReason: 'Der Kauf auf Rechnung ist für Bestellungen bis 1.000 € möglich. Wähle eine andere Zahlungsart.',
    });
    expect(invoiceAvailability({ amount: 100_000, currency: 'EUR' }, 'de-DE')).toEqual({ isAvailable: true });
  });
  test('every culture names the limit', () => {
    for (const culture of cultures) {
      const answer = invoiceAvailability({ amount: 500_001, currency: 'PLN' }, culture);
      expect(answer.isAvailable).toBe(false);
      expect(!answer.isAvailable && answer.unavailableReason).toMatch(/5[  .]?000 zł/);
    }
  });
});
