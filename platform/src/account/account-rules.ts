/**
 * Team Account's site-wide rules, in one place: the gateway publishes them in site settings (the browser's forms
 * follow them) and the account server enforces the same values.
 */
export const accountRules = {
  maxItemsInWishList: 100,
  minPasswordLength: 8,
  /** Longer passwords are refused before hashing (a megabyte password must not cost a megabyte of hashing). */
  maxPasswordLength: 128,
  /** Whether registration needs a phone number, a site setting; this shop's club texts members. */
  registrationRequiresPhone: true,
  /** Whether registration asks for a birth date (optional), a site setting; from 1900-01-01 up to today. */
  registrationAsksBirthDate: true,
  earliestBirthDate: '1900-01-01',
} as const;
