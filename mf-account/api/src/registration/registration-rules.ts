import { accountRules, type Translate } from '@storefront/platform';
import type { RegistrationRequest } from '../../../contract/registration';
import { isEmailAddress } from '../login/email-address';
import { passwordProblem } from '../password/password-rules';

export type RegistrationFieldErrors = Partial<Record<keyof RegistrationRequest, string>>;

export interface RegistrationInput {
  email: string;
  password: string;
  phoneNumber: string;
  birthDate: string;
  acceptedTerms: boolean;
}

/** Digits, spaces and a leading +, with 7 to 15 digits (E.164's longest). */
export function isPhoneNumber(phone: string): boolean {
  if (!/^\+?[\d ]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** A real calendar date `YYYY-MM-DD` from the earliest allowed birth date up to `today` (same format). */
export function isBirthDate(date: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return false;
  return date >= accountRules.earliestBirthDate && date <= today;
}

/** What is wrong with a registration by the validation and account rules, field by field, in the shopper's language; empty when all is well. */
export function registrationProblems(input: RegistrationInput, today: string, text: Translate): RegistrationFieldErrors {
  const problems: RegistrationFieldErrors = {};
  if (!input.email) problems.email = text('/AccountApi/Email/Required');
  else if (!isEmailAddress(input.email)) problems.email = text('/AccountApi/Email/Invalid');
  const password = passwordProblem(input.password, text);
  if (password) problems.password = password;
  if (!input.phoneNumber) {
    if (accountRules.registrationRequiresPhone) problems.phoneNumber = text('/AccountApi/Registration/PhoneRequired');
  } else if (!isPhoneNumber(input.phoneNumber)) {
    problems.phoneNumber = text('/AccountApi/Registration/PhoneInvalid');
  }
  if (input.birthDate && !isBirthDate(input.birthDate, today)) {
    problems.birthDate = text('/AccountApi/Registration/BirthDateInvalid', { earliest: accountRules.earliestBirthDate });
  }
  if (!input.acceptedTerms) problems.acceptedTerms = text('/AccountApi/Registration/TermsRequired');
  return problems;
}
