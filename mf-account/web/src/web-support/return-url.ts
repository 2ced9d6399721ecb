/**
 * A place to go after a login, only when it is a path on this site: `/my-pages?tab=2` yes; `//evil.example`,
 * `https://evil.example` or `javascript:` no (an open redirect would let a link send shoppers anywhere).
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const url = value.trim();
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  try {
    const base = 'https://shop.invalid';
    const parsed = new URL(url, base);
    if (parsed.origin !== base) return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}
