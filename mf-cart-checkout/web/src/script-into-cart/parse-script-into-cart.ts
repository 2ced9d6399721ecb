import type { CartEntry } from '../cart-store/cart-store';

const productCode = /^[\w.-]{1,64}$/;
const wholeNumber = /^\d+$/;

/**
 * ScriptIntoCart is entries separated by '+', each a product code optionally followed by '*' and a
 * quantity; the quantity is 1 when missing or not a number. Read from a URL, the '+' may arrive as a space.
 * Each product comes once, its quantities summed and capped at `maxQuantity`; what is not a product code is left out.
 */
export function parseScriptIntoCart(value: string, maxQuantity: number): CartEntry[] {
  const quantities = new Map<string, number>();
  for (const entry of value.split(/[+\s]+/)) {
    const [rawCode = '', rawQuantity = ''] = entry.split('*', 2);
    const code = rawCode.trim();
    if (!productCode.test(code)) continue;
    const quantity = wholeNumber.test(rawQuantity.trim()) && Number(rawQuantity) >= 1 ? Number(rawQuantity) : 1;
    quantities.set(code, (quantities.get(code) ?? 0) + quantity);
  }
  return [...quantities].map(([code, quantity]) => ({ code, quantity: Math.min(quantity, maxQuantity) }));
}
