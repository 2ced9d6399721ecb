import type { CartLine } from '@storefront/platform';

/** A line's product as the shopper reads it: 'Lumière Velvet Lipstick Ruby 3,5 g'. */
export const productNameOf = (line: Pick<CartLine, 'brandName' | 'entryName' | 'displayName'>) =>
  [line.brandName, line.entryName, line.displayName].filter(Boolean).join(' ');
