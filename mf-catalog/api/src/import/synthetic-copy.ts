import type { FeedProduct } from './feed-product';

/** Words that make a copy's name differ from the original's, so a search at scale sees distinct products. */
const editions = ['Nordic', 'Studio', 'Pro', 'Classic', 'Velvet', 'Aqua', 'Bloom', 'Urban', 'Pure', 'Midnight', 'Solar', 'Arctic'];

/**
 * The n-th synthetic copy of a feed product for scale tests (--synthetic-multiple): its own key and variant keys, an
 * edition word in its name, and a popularity spread so copies do not tie with the original.
 */
export function syntheticCopy(product: FeedProduct, n: number): FeedProduct {
  const edition = editions[(n - 1) % editions.length]!;
  const round = Math.floor((n - 1) / editions.length);
  return {
    ...product,
    sourceKey: `${product.sourceKey}~${n}`,
    name: `${product.name} ${edition}${round > 0 ? ` ${round + 1}` : ''} Edition`,
    popularity: Math.floor(product.popularity / (n + 1)),
  };
}
