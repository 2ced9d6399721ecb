const base = 'https://shop.invalid';

/** A backslash (browsers read it as a slash) or a control character (browsers drop tabs and line breaks from URLs). */
const ambiguous = /[\\\p{Cc}]/u;

/** How many layers of percent-encoding are looked through: `%252f` is `%2f` is `/`. */
const encodingLayers = 3;

/** What a browser or a server could take for another host: `//host`, `/\host`, once decoded. */
function couldLeaveTheSite(path: string): boolean {
  let decoded = path;
  for (let layer = 0; layer <= encodingLayers; layer += 1) {
    if (decoded.startsWith('//') || ambiguous.test(decoded)) return true;
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) return false;
      decoded = next;
    } catch {
      return true;
    }
  }
  return true;
}

/**
 * A place to go after a login, only when it is a path on this site, judged after the browser's own normalisation:
 * `/my-pages?tab=2` yes; `//evil.example`, `/.//evil.example` (whose `/./` normalises away to `//`), `/\evil.example`,
 * `/%2f%2fevil.example`, `/\t/evil.example`, `https://evil.example` or `javascript:` no (an open redirect would let a
 * link send shoppers anywhere). Surrounding spaces are trimmed; anything else doubtful is refused, not repaired.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!url.startsWith('/') || ambiguous.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if (parsed.origin !== base) return null;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (couldLeaveTheSite(parsed.pathname)) return null;
  // Followed as it is, the answer stays here and means the same.
  const again = new URL(path, base);
  return again.origin === base && `${again.pathname}${again.search}${again.hash}` === path ? path : null;
}
