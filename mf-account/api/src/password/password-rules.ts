import { accountRules, type Translate } from '@storefront/platform';

/** What is wrong with a new password (registration, reset), in the shopper's language; null when it will do. */
export function passwordProblem(password: string, text: Translate): string | null {
  if (!password.trim()) return text('/AccountApi/Password/Required');
  if (password.length < accountRules.minPasswordLength) return text('/AccountApi/Password/TooShort', { min: accountRules.minPasswordLength });
  if (password.length > accountRules.maxPasswordLength) return text('/AccountApi/Password/TooLong', { max: accountRules.maxPasswordLength });
  return null;
}
