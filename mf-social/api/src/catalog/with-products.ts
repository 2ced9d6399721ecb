import type { Identity } from '@storefront/platform/server';
import type { PostPage } from '../../../contract/product-reviews';
import type { ActivityProduct } from '../../../contract/social-profile-page';
import { CatalogUnavailable, type CatalogProducts } from './catalog-products';

/**
 * A page of posts with the products they are about, as the catalog names them in the reader's market; a catalog that
 * does not answer leaves them without (null), and the page still shows.
 */
export async function withProducts<Post extends { productCode: string }>(
  catalog: CatalogProducts,
  page: PostPage<Post>,
  identity: Identity,
): Promise<PostPage<Post & { product: ActivityProduct | null }>> {
  let products = new Map<string, ActivityProduct>();
  try {
    if (page.items.length > 0) products = await catalog.reviewProducts([...new Set(page.items.map((post) => post.productCode))], identity);
  } catch (error) {
    if (!(error instanceof CatalogUnavailable)) throw error;
  }
  return {
    ...page,
    items: page.items.map((post) => {
      const product = products.get(post.productCode);
      return { ...post, product: product ? { code: product.code, name: product.name, brandName: product.brandName, url: product.url } : null };
    }),
  };
}
