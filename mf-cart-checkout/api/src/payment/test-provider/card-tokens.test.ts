import { cardTokenRequest, hasExpired } from './card-tokens';

const now = () => new Date('2030-03-10T10:00:00Z');
const card = { number: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: 2031, cvc: '737', holderName: 'Tolvan Tolvansson' };
const problems = (input: unknown) => {
  const result = cardTokenRequest(now).safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

test('a test card with spaces, a month and year as numbers or strings, a two-digit year', () => {
  expect(cardTokenRequest(now).parse(card)).toEqual({ ...card, number: '4111111111111111' });
  expect(cardTokenRequest(now).parse({ ...card, expiryMonth: '03', expiryYear: '30' })).toMatchObject({ expiryMonth: 3, expiryYear: 2030 });
});

test.each([
  ['11 digits', { number: '41111111111' }, 'number'],
  ['20 digits', { number: '4'.padEnd(20, '0') }, 'number'],
  ['letters', { number: '4111-1111-1111-1111' }, 'number'],
  ['a Luhn mistake', { number: '4111 1111 1111 1112' }, 'number'],
  ['month 0', { expiryMonth: 0 }, 'expiryMonth'],
  ['month 13', { expiryMonth: 13 }, 'expiryMonth'],
  ['a year in words', { expiryYear: 'next' }, 'expiryYear'],
  ['a CVC of 2 digits', { cvc: '12' }, 'cvc'],
  ['a CVC of 5 digits', { cvc: '12345' }, 'cvc'],
  ['a CVC as a number', { cvc: 737 }, 'cvc'],
  ['no holder name', { holderName: '  ' }, 'holderName'],
])('%s is refused at its field', (_what, change, field) => {
  expect(Object.keys(problems({ ...card, ...change }))).toEqual([field]);
});

test('a Luhn mistake and a real (valid, non-test) card number are told apart', () => {
  expect(problems({ ...card, number: '4111 1111 1111 1112' })).toEqual({ number: 'This card number is not valid: check the digits' });
  expect(problems({ ...card, number: '4242 4242 4242 4242' })).toEqual({ number: 'Not a test card: use 4111 1111 1111 1111 or another test card' });
});

test('an expired card is refused; one expiring this month is still fine', () => {
  expect(problems({ ...card, expiryMonth: 2, expiryYear: 2030 })).toEqual({ expiryYear: 'This card has expired' });
  expect(problems({ ...card, expiryMonth: 3, expiryYear: 2030 })).toEqual({});
});

test('a card is valid through the last moment of its expiry month', () => {
  expect(hasExpired({ expiryMonth: 3, expiryYear: 2030 }, new Date('2030-03-31T23:59:59Z'))).toBe(false);
  expect(hasExpired({ expiryMonth: 3, expiryYear: 2030 }, new Date('2030-04-01T00:00:00Z'))).toBe(true);
  expect(hasExpired({ expiryMonth: 12, expiryYear: 2030 }, new Date('2031-01-01T00:00:00Z'))).toBe(true);
});
