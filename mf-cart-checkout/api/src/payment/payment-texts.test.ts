import { cultures } from '@storefront/platform';
import type { RefusalCode } from './card-payment-provider';
import { giftCardTexts } from './gift-card-texts';
import { paymentTexts, refusalMessage } from './payment-texts';

const refusalCodes: RefusalCode[] = ['declined', 'insufficientFunds', 'challengeFailed', 'expiredCard', 'unknownToken'];

test('the declined message is the kind one', () => {
  expect(refusalMessage('declined', 'en-US')).toBe('Your card was declined. Try another card or payment method.');
  expect(refusalMessage('declined', 'sv-SE')).toBe('Ditt kort nekades. Prova ett annat kort eller betalsätt.');
});

test.each(cultures)('%s has its own message for every refusal, invoice refusal and gift card problem', (culture) => {
  const messages = refusalCodes.map((code) => refusalMessage(code, culture));
  expect(new Set(messages).size).toBe(refusalCodes.length);
  for (const message of [...messages, ...Object.values(paymentTexts[culture].invoice), ...Object.values(giftCardTexts[culture])]) {
    expect(message.trim().length).toBeGreaterThan(10);
  }
  if (culture !== 'en-US') {
    expect(messages).not.toContain(refusalMessage('declined', 'en-US'));
    expect(paymentTexts[culture].invoice.overLimit).not.toBe(paymentTexts['en-US'].invoice.overLimit);
    expect(giftCardTexts[culture].notFound).not.toBe(giftCardTexts['en-US'].notFound);
  }
  expect(paymentTexts[culture].invoice.overLimit).toContain('{limit}');
  expect(giftCardTexts[culture].notUsable).toContain('{code}');
  expect(giftCardTexts[culture].insufficientBalance).toContain('{code}');
});
