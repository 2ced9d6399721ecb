import { customerEmailKey } from './customer-email';

test.each([
  ['anna@example.se', 'anna@example.se'],
  ['  Anna.Andersson@Example.SE ', 'anna.andersson@example.se'],
  ['anna+beauty@example.se', 'anna@example.se'],
  ['anna+beauty+2@outlook.com', 'anna@outlook.com'],
  ['Anna.B.Andersson@gmail.com', 'annabandersson@gmail.com'],
  ['a.n.n.a.b.andersson+coupon@GoogleMail.com', 'annabandersson@gmail.com'],
  ['anna.b@example.se', 'anna.b@example.se'],
  ['not-an-address', 'not-an-address'],
])('%s counts as %s', (email, key) => {
  expect(customerEmailKey(email)).toBe(key);
});

test('a +tag or dots never make a Gmail address someone else’s, and other domains keep their dots', () => {
  expect(customerEmailKey('anna.b+1@gmail.com')).toBe(customerEmailKey('ANNAB@googlemail.com'));
  expect(customerEmailKey('anna.b@example.se')).not.toBe(customerEmailKey('annab@example.se'));
});
