/** The value of cookie `name` in a Cookie header (or `document.cookie`), decoded; undefined when absent or empty. */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  if (!cookies) return undefined;
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return value || undefined;
    }
  }
  return undefined;
}
