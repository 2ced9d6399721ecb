import { cultures } from '@storefront/platform';
import { promotionText, promotionTexts, type PromotionTexts } from './promotion-texts';

const placeholders: Record<keyof PromotionTexts, string[]> = {
  couponCodeName: ['{code}'],
  freeShippingCodeName: ['{code}'],
  applied: ['{code}'],
  replaced: ['{code}', '{previous}'],
  removed: ['{code}'],
  unknown: ['{code}'],
  expired: ['{code}'],
  notStarted: ['{code}', '{date}'],
  alreadyApplied: ['{code}'],
  usedUp: ['{code}'],
  usedByYou: ['{code}'],
  minimumNotReached: ['{code}', '{amount}'],
  notInMarket: ['{code}'],
  disabled: ['{code}'],
};

test('every culture has every coupon text, in its own words, with the placeholders it needs', () => {
  expect(Object.keys(promotionTexts).sort()).toEqual([...cultures].sort());
  for (const culture of cultures) {
    const texts = promotionTexts[culture];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(placeholders).sort());
    for (const [key, needed] of Object.entries(placeholders)) {
      for (const placeholder of needed) expect(texts[key as keyof PromotionTexts]).toContain(placeholder);
    }
    if (culture !== 'sv-SE') expect(texts.unknown).not.toBe(promotionTexts['sv-SE'].unknown);
  }
});

test('amounts and dates are written the shopper’s way, dates in the market’s calendar', () => {
  expect(promotionText('minimumNotReached', 'da-DK', 'DK', { code: 'SAVE50', amount: { amount: 129_950, currency: 'DKK' } })).toBe(
    'Køb for 1.299,50 kr mere for at bruge rabatkoden SAVE50.',
  );
  // Midnight in Stockholm is still the day before in UTC.
  const start = new Date('2099-01-01T00:00:00+01:00');
  expect(promotionText('notStarted', 'de-DE', 'DE', { code: 'NOTYET', date: start })).toBe('Der Rabattcode NOTYET gilt ab dem 1. Januar 2099.');
  expect(promotionText('notStarted', 'fi-FI', 'FI', { code: 'NOTYET', date: start })).toBe('Alennuskoodi NOTYET on voimassa 1. tammikuuta 2099 alkaen.');
  expect(promotionText('replaced', 'en-US', 'SE', { code: 'SAVE50', previous: 'WELCOME10' })).toBe('The discount code SAVE50 now applies instead of WELCOME10.');
});
