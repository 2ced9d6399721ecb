import { maskEmail } from './mask-email';

test('only the first letter and the domain are shown', () => {
  expect(maskEmail('anna.andersson@example.com')).toBe('a•••@example.com');
  expect(maskEmail('a@example.com')).toBe('a•••@example.com');
  expect(maskEmail('broken')).toBe('•••');
});
