/** The query parameters a link can fill the cart with. */
export const cartLinkParameters = { scriptIntoCart: 'ScriptIntoCart', couponCode: 'coupon_code' } as const;

/** The first parameter called `name` in `search`, whatever its case, with its name as the URL spells it. */
export function findParameter(search: string, name: string): { name: string; value: string } | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.toLowerCase() === wanted) return { name: key, value };
  }
  return null;
}

/** `href` as a path, query and hash without the parameter `name` (as spelt); the other parameters stay. */
export function withoutParameter(href: string, name: string): string {
  const url = new URL(href);
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
