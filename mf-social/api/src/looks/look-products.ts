import type { Identity } from '@storefront/platform/server';
import type { Look } from '../../../contract/looks';
import type { PostPage } from '../../../contract/product-reviews';
import type { ActivityProduct } from '../../../contract/social-profile-page';
import type { CatalogProducts } from '../catalog/catalog-products';
import { productsNamed, productsOf } from '../catalog/with-products';
import type { UnnamedLook } from './look-store';

/** The look with its products among `products`, in the member's order. */
export const lookWith = ({ productCodes, ...look }: UnnamedLook, products: Map<string, ActivityProduct>): Look => ({
  ...look,
  products: productsOf(productCodes, products),
});

/** A page of looks with their products as the catalog names them in the reader's market (none if it does not answer). */
export async function withLookProducts(catalog: CatalogProducts, page: PostPage<UnnamedLook>, identity: Identity): Promise<PostPage<Look>> {
  const products = await productsNamed(catalog, page.items.flatMap((look) => look.productCodes), identity);
  return { ...page, items: page.items.map((look) => lookWith(look, products)) };
}
