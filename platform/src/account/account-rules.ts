/**
 * Team Account's site-wide rules, in one place: the gateway publishes them in site settings (the browser's forms
 * follow them) and the account server enforces the same values.
 */
export const accountRules = {
  maxItemsInWishList: 100,
  minPasswordLength: 8,
  /** Longer passwords are refused before hashing (a megabyte password must not cost a megabyte of hashing). */
  maxPasswordLength: 128,
  /** Spec 01 §5: the phone number is required at registration only if configured; this shop's club texts members. */
  registrationRequiresPhone: true,
  /** Spec 01 §5: the birth date is asked (optional) per site setting; minimum 1900-01-01, maximum today. */
  registrationAsksBirthDate: true,
  earliestBirthDate: '1900-01-01',
} as const;
