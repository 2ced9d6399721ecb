import { suggestEmail } from './email-suggestion';

const providers = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'live.se', 'telia.com'];

test.each([
  ['anna@gmial.com', 'anna@gmail.com'],
  ['anna@gmail.con', 'anna@gmail.com'],
  ['anna@gmial.con', 'anna@gmail.com'],
  ['Anna.Berg@HOTMAL.COM', 'Anna.Berg@hotmail.com'],
  ['anna@yahooo.com', 'anna@yahoo.com'],
  ['anna@gmailcom', 'anna@gmail.com'],
  ['anna@live.sw', 'anna@live.se'],
  ['anna@outlok.se', 'anna@outlook.se'],
  ['anna@firma.cmo', 'anna@firma.com'],
  ['anna@firma.nte', 'anna@firma.net'],
  [' anna@gmial.com ', 'anna@gmail.com'],
])('%s → did you mean %s', (typed, meant) => {
  expect(suggestEmail(typed, providers)).toBe(meant);
});

test.each([
  'anna@gmail.com',
  'anna@live.se',
  'anna@firma.se',
  'anna@firma.de',
  'anna@firma.nl',
  'anna@firma.org',
  'anna@gmail.se',
  'anna@',
  '@gmail.com',
  'anna',
  '',
])('no suggestion for %p', (typed) => {
  expect(suggestEmail(typed, providers)).toBeNull();
});

test('second-level names alone work with the listed top-level domains', () => {
  expect(suggestEmail('anna@gmial.se', ['gmail', 'hotmail'])).toBe('anna@gmail.se');
  expect(suggestEmail('anna@hotmail.dk', ['gmail', 'hotmail'])).toBeNull();
  expect(suggestEmail('anna@gmial.com', [])).toBeNull();
});
