import { accountRules, type Culture } from '@storefront/platform';
import { ordersApiText } from '../pages/orders-api-text';

export const maxNameLength = 100;

/** A mobile number as people write it: digits with spaces, dashes, dots or brackets, an optional leading +; 7–15 digits. */
export function isPhoneNumber(phone: string): boolean {
  if (phone.length > 30 || !/^\+?[\d\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15;
}

/** A birth date 'YYYY-MM-DD' that exists, from accountRules.earliestBirthDate up to today. */
export function isBirthDate(date: string, now: number): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return false;
  return date >= accountRules.earliestBirthDate && date <= new Date(now).toISOString().slice(0, 10);
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  birthDate?: string | null;
}

/** What is wrong with the changes, per field, in the member's language; empty when nothing is. */
export function profileFieldErrors(changes: ProfileChanges, context: { textSubscription: boolean; now: number; culture: Culture }): Record<string, string> {
  const text = ordersApiText(context.culture);
  const errors: Record<string, string> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    if ((changes[field]?.length ?? 0) > maxNameLength) errors[field] = text('/OrdersApi/Profile/NameTooLong', { max: maxNameLength });
  }
  const phone = changes.phoneNumber;
  if (phone !== undefined) {
    if (phone === '') {
      if (accountRules.registrationRequiresPhone || context.textSubscription) errors.phoneNumber = text('/OrdersApi/Profile/PhoneRequired');
    } else if (!isPhoneNumber(phone)) {
      errors.phoneNumber = text('/OrdersApi/Profile/InvalidPhone');
    }
  }
  if (changes.birthDate && !isBirthDate(changes.birthDate, context.now)) {
    errors.birthDate = text('/OrdersApi/Profile/InvalidBirthDate', { earliest: accountRules.earliestBirthDate });
  }
  return errors;
}
