/** E-mail addresses are kept trimmed and lower-cased: one account per address, whatever the case typed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// Something@something.tld, no spaces, and the lengths the database allows: strict enough to catch typing mistakes.
const emailFormat = /^[^\s@]{1,64}@[^\s@]+\.[^\s@.]{2,}$/;

export const isEmailAddress = (email: string) => email.length <= 254 && emailFormat.test(email) && !email.includes('..');
