import { emailAddressOf, phoneNumberOf } from './contact-details';

test.each([
  [' Anna@Example.COM ', 'anna@example.com'],
  ['a@b.se', 'a@b.se'],
  ['anna@example', null],
  ['anna example@example.com', null],
  ['', null],
  [undefined, null],
  [`${'a'.repeat(250)}@x.se`, null],
])('e-mail %j is %j', (given, stored) => {
  expect(emailAddressOf(given)).toBe(stored);
});

test.each([
  ['070-123 45 67', '0701234567'],
  ['+46 (70) 123.45.67', '+46701234567'],
  ['12345', null],
  ['+46 70 abc', null],
  ['1234567890123456', null],
  [undefined, null],
])('phone %j is %j', (given, stored) => {
  expect(phoneNumberOf(given)).toBe(stored);
});
