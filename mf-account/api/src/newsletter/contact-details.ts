const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address as stored (trimmed, lower-case), or null when it is not one. */
export function emailAddressOf(value: string | undefined): string | null {
  const email = value?.trim().toLowerCase() ?? '';
  return email.length <= 254 && emailShape.test(email) ? email : null;
}

/** A mobile number as stored (spaces, dashes, dots and brackets dropped; an optional leading +), or null. */
export function phoneNumberOf(value: string | undefined): string | null {
  const phone = (value ?? '').replace(/[\s\-().]/g, '');
  return /^\+?\d{6,15}$/.test(phone) ? phone : null;
}
