import { safeReturnUrl } from './return-url';

test.each([
  ['/my-pages', '/my-pages'],
  ['/my-pages/orders?page=2#top', '/my-pages/orders?page=2#top'],
  [' /wishlist ', '/wishlist'],
])('keeps the path on this site %s', (given, kept) => {
  expect(safeReturnUrl(given)).toBe(kept);
});

test.each([null, undefined, '', 'my-pages', '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
  'refuses %p',
  (given) => {
    expect(safeReturnUrl(given)).toBeNull();
  },
);
