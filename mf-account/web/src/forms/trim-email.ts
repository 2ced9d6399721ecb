/** The address without the spaces around it; the field gets it too, so the shopper sees what is sent. */
export function trimEmail(email: string, onEmailChange: (email: string) => void): string {
  const trimmed = email.trim();
  if (trimmed !== email) onEmailChange(trimmed);
  return trimmed;
}
