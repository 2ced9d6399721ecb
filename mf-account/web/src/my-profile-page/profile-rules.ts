import { accountRules } from '@storefront/platform';
import { isEmailAddress, isPhoneNumber } from '../forms/contact-rules';

export interface PersonalDetails {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  birthDate: string;
}

/** Phrase keys by field: what the browser can tell before asking the server. */
export type Problems = Partial<Record<string, string>>;

export const earliestBirthDate = accountRules.earliestBirthDate;

/** A birth date is optional, from 1900-01-01 up to today. */
export function personalDetailsProblems(details: PersonalDetails, today: string): Problems {
  const problems: Problems = {};
  if (details.phoneNumber.trim() !== '' && !isPhoneNumber(details.phoneNumber)) {
    problems.phoneNumber = '/MyPages/Profile/PhoneInvalid';
  }
  const birthDate = details.birthDate;
  if (birthDate !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || birthDate < earliestBirthDate || birthDate > today)) {
    problems.birthDate = '/MyPages/Profile/BirthDateRange';
  }
  return problems;
}

export function changeEmailProblems(newEmail: string, password: string, currentEmail: string): Problems {
  const problems: Problems = {};
  const email = newEmail.trim();
  if (email === '') problems.newEmail = '/MyPages/Profile/EmailRequired';
  else if (!isEmailAddress(email)) problems.newEmail = '/MyPages/Profile/EmailInvalid';
  else if (email.toLowerCase() === currentEmail.toLowerCase()) problems.newEmail = '/MyPages/Profile/EmailSame';
  if (password === '') problems.password = '/MyPages/Profile/PasswordRequired';
  return problems;
}
