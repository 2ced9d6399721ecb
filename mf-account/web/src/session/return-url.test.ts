import { safeReturnUrl } from './return-url';

test.each([
  ['/my-pages', '/my-pages'],
  ['/my-pages/orders?page=2#top', '/my-pages/orders?page=2#top'],
  [' /wishlist ', '/wishlist'],
  ['/my-pages?x=1', '/my-pages?x=1'],
  // Normalised the way the browser would: what is kept is still here.
  ['/my-pages/./orders', '/my-pages/orders'],
  ['/my-pages/../wishlist', '/wishlist'],
  ['/search?q=a//b', '/search?q=a//b'],
  ['/p/name@brand', '/p/name@brand'],
  ['/#//evil.example', '/#//evil.example'],
  // Whitespace around it is trimmed (a vertical tab too): what remains is a path here.
  ['\u000b/evil.example\n', '/evil.example'],
])('keeps the path on this site %p as %p', (given, kept) => {
  expect(safeReturnUrl(given)).toBe(kept);
});

/** The usual open-redirect bypasses: none may lead off the site, whatever the browser makes of it. */
const bypasses = [
  null,
  undefined,
  '',
  '   ',
  'my-pages',
  // Another host, written as a path
  '//evil.example/x',
  '///evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/./\\evil.example',
  '/.//evil.example/phish',
  '/..//evil.example',
  '/my-pages/..//evil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5cevil.example',
  '/%5c%5cevil.example',
  '%2f%2fevil.example',
  '/%252f%252fevil.example',
  '/%25252f%25252fevil.example',
  // Tabs, line breaks and other control characters (browsers drop some of them from URLs)
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '\u0000//evil.example',
  '/\u0000/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%00/evil.example',
  '/%2509/evil.example',
  ' //evil.example ',
  // Other schemes and other hosts
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://other.host/',
  'http://other.host',
  'http:\\\\other.host',
  'http:/\\other.host',
  'https:other.host',
  '//shop.invalid@evil.example',
  'https://shop.invalid@evil.example/',
  '/@evil.example'.replace('/', '//'),
  '/%',
  '/%E0%A4%A',
];

test.each(bypasses.map((given) => [given]))('refuses %p', (given) => {
  expect(safeReturnUrl(given)).toBeNull();
});

test('what it keeps, followed by a browser, stays on this site and means the same', () => {
  const candidates = ['/my-pages', '/a/./b/../c?d=//e#f', ...bypasses.filter((value): value is string => typeof value === 'string')];
  for (const candidate of candidates) {
    const kept = safeReturnUrl(candidate);
    if (kept === null) continue;
    const followed = new URL(kept, 'https://shop.example/somewhere/else');
    expect(followed.origin).toBe('https://shop.example');
    expect(`${followed.pathname}${followed.search}${followed.hash}`).toBe(kept);
  }
});
