import { isBirthDate, isPhoneNumber, profileFieldErrors } from './profile-rules';

const now = Date.parse('2026-03-15T12:00:00Z');

test('phone numbers as people write them', () => {
  for (const phone of ['070-123 45 67', '+46 70 123 45 67', '(0)70.1234567', '0701234567']) expect([phone, isPhoneNumber(phone)]).toEqual([phone, true]);
  for (const phone of ['12345', 'call me', '070-123 45 67 ext 2', '+46+70', '1234567890123456', '<script>']) expect([phone, isPhoneNumber(phone)]).toEqual([phone, false]);
});

test('birth dates from 1900-01-01 up to today, real days only', () => {
  for (const date of ['1900-01-01', '1985-06-30', '2024-02-29', '2026-03-15']) expect([date, isBirthDate(date, now)]).toEqual([date, true]);
  for (const date of ['1899-12-31', '2026-03-16', '2023-02-29', '1985-13-01', '1985-6-30', '30.06.1985', '']) expect([date, isBirthDate(date, now)]).toEqual([date, false]);
});

test('every field that breaks a rule is named, in the member’s language', () => {
  const context = { textSubscription: false, now, culture: 'en-US' as const };
  expect(profileFieldErrors({ firstName: 'A', lastName: 'B', phoneNumber: '070-123 45 67', birthDate: null }, context)).toEqual({});
  const errors = profileFieldErrors({ firstName: 'x'.repeat(101), lastName: 'y'.repeat(101), phoneNumber: 'nope', birthDate: '1899-01-01' }, context);
  expect(Object.keys(errors).sort()).toEqual(['birthDate', 'firstName', 'lastName', 'phoneNumber']);
  expect(errors.firstName).toContain('100');
  // The shop texts its members (phone required at registration): a number can be changed, not removed.
  expect(Object.keys(profileFieldErrors({ phoneNumber: '' }, context))).toEqual(['phoneNumber']);
});
