import type { Identity } from '@storefront/platform/server';
import type { PostPage } from '../../../contract/product-reviews';
import type { ActivityPost, ActivityProduct } from '../../../contract/social-profile-page';
import { CatalogUnavailable, type CatalogProducts, type ReviewProduct } from './catalog-products';

/** A post as read from Social's tables, before the catalog names its products: a look's product codes, in order. */
export type UnnamedPost<Post extends ActivityPost> = Omit<Post, 'product' | 'products'> & { productCodes: string[] };

/** A product as a post shows it. */
export const activityProductOf = ({ code, name, brandName, url, imageUrl }: ReviewProduct): ActivityProduct => ({ code, name, brandName, url, imageUrl });

/**
 * The products of `codes` the catalog knows, as posts show them in the reader's market; none when the catalog does not
 * answer (the posts still show, without them).
 */
export async function productsNamed(catalog: CatalogProducts, codes: Iterable<string>, identity: Pick<Identity, 'market' | 'culture'>): Promise<Map<string, ActivityProduct>> {
  const asked = [...new Set(codes)];
  if (asked.length === 0) return new Map();
  try {
    const products = await catalog.reviewProducts(asked, identity);
    return new Map([...products].map(([code, product]) => [code, activityProductOf(product)]));
  } catch (error) {
    if (error instanceof CatalogUnavailable) return new Map();
    throw error;
  }
}

/** The products of `codes` among `products`, in the order of `codes` (those the catalog does not know left out). */
export const productsOf = (codes: readonly string[], products: Map<string, ActivityProduct>): ActivityProduct[] =>
  codes.flatMap((code) => (products.has(code) ? [products.get(code)!] : []));

/**
 * A page of posts with the products they are about (and a look's products), as the catalog names them in the reader's
 * market; a catalog that does not answer leaves them without (null, none), and the page still shows.
 */
export async function withProducts<Post extends ActivityPost>(
  catalog: CatalogProducts,
  page: PostPage<UnnamedPost<Post>>,
  identity: Identity,
): Promise<PostPage<Omit<UnnamedPost<Post>, 'productCodes'> & Pick<ActivityPost, 'product' | 'products'>>> {
  const products = await productsNamed(catalog, page.items.flatMap((post) => [post.productCode, ...post.productCodes]), identity);
  return {
    ...page,
    items: page.items.map(({ productCodes, ...post }) => ({
      ...post,
      product: products.get(post.productCode) ?? null,
      products: productsOf(productCodes, products),
    })),
  };
}
