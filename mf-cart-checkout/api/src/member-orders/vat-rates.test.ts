import { includedVat, standardVatRates } from './vat-rates';

test('the VAT included in a total, in minor units, at the market standard rate', () => {
  expect(includedVat({ amount: 12_500, currency: 'SEK' }, 'SE')).toEqual({ amount: 2_500, currency: 'SEK' });
  expect(includedVat({ amount: 50_800, currency: 'SEK' }, 'SE')).toEqual({ amount: 10_160, currency: 'SEK' });
  // 125.50 € with 25.5 % included: 25.50 €.
  expect(includedVat({ amount: 12_550, currency: 'EUR' }, 'FI')).toEqual({ amount: 2_550, currency: 'EUR' });
  expect(includedVat({ amount: 11_900, currency: 'EUR' }, 'DE')).toEqual({ amount: 1_900, currency: 'EUR' });
  expect(includedVat({ amount: 12_300, currency: 'PLN' }, 'PL')).toEqual({ amount: 2_300, currency: 'PLN' });
  expect(includedVat({ amount: 0, currency: 'EUR' }, 'NL')).toEqual({ amount: 0, currency: 'EUR' });
  // Rounded half away from zero: 1 öre at 25 % is 0.2 öre of VAT.
  expect(includedVat({ amount: 1, currency: 'SEK' }, 'SE').amount).toBe(0);
  expect(includedVat({ amount: 3, currency: 'SEK' }, 'SE').amount).toBe(1);
});

test('every market has its current standard rate (Finland 25.5 % since September 2024)', () => {
  expect(standardVatRates).toEqual({ SE: 2500, NO: 2500, DK: 2500, FI: 2550, PL: 2300, NL: 2100, AT: 2000, DE: 1900 });
});
