const phonePattern = /^\+?[\d\s()-]{6,20}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible phone number (digits with the usual separators); the server has the last word. */
export const isPhoneNumber = (value: string): boolean => phonePattern.test(value.trim());

export const isEmailAddress = (value: string): boolean => emailPattern.test(value.trim());
