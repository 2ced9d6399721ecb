import { accountRules } from '@storefront/platform';
import { accountText } from '../login/account-text';
import { isBirthDate, isPhoneNumber, registrationProblems, type RegistrationInput } from './registration-rules';

const text = accountText('en-US');
const valid: RegistrationInput = { email: 'ana@example.com', password: 'long-enough', phoneNumber: '+46 70 123 45 67', birthDate: '', acceptedTerms: true };

test('a complete registration has no problems', () => {
  expect(registrationProblems(valid, '2025-06-01', text)).toEqual({});
  expect(registrationProblems({ ...valid, birthDate: '1990-02-28' }, '2025-06-01', text)).toEqual({});
});

test('each field says what is wrong with it', () => {
  expect(
    registrationProblems({ email: '', password: '  ', phoneNumber: '', birthDate: '1899-12-31', acceptedTerms: false }, '2025-06-01', text),
  ).toEqual({
    email: 'Enter your e-mail address.',
    password: 'Choose a password.',
    phoneNumber: accountRules.registrationRequiresPhone ? 'Enter your mobile number.' : undefined,
    birthDate: 'Enter a birth date between 1900-01-01 and today.',
    acceptedTerms: 'Accept the member terms to become a member.',
  });
  expect(registrationProblems({ ...valid, email: 'ana@example' }, '2025-06-01', text).email).toBe(
    'Enter a valid e-mail address, for example name@example.com.',
  );
  expect(registrationProblems({ ...valid, password: 'short' }, '2025-06-01', text).password).toBe('The password needs at least 8 characters.');
  expect(registrationProblems({ ...valid, password: 'x'.repeat(129) }, '2025-06-01', text).password).toBe(
    'The password can have at most 128 characters.',
  );
  expect(registrationProblems({ ...valid, phoneNumber: '070-123' }, '2025-06-01', text).phoneNumber).toBe(
    'Enter a valid phone number: 7 to 15 digits, optionally starting with +.',
  );
});

test('phone numbers: digits, spaces and a leading +, 7 to 15 digits', () => {
  for (const phone of ['0701234', '+46701234567', '+46 70 123 45 67', '123456789012345']) expect(isPhoneNumber(phone)).toBe(true);
  for (const phone of ['070123', '1234567890123456', '070-1234567', '46+701234567', '++46701234567', 'phone 0701234567', '']) {
    expect(isPhoneNumber(phone)).toBe(false);
  }
});

test('birth dates: real dates from 1900-01-01 up to today', () => {
  expect(isBirthDate('1900-01-01', '2025-06-01')).toBe(true);
  expect(isBirthDate('2025-06-01', '2025-06-01')).toBe(true);
  expect(isBirthDate('2000-02-29', '2025-06-01')).toBe(true);
  for (const date of ['1899-12-31', '2025-06-02', '2001-02-29', '2001-13-01', '2001-1-1', '01/02/2001', '2001-01-01T00:00']) {
    expect(isBirthDate(date, '2025-06-01')).toBe(false);
  }
});
