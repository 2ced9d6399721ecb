import type { Cart } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import type { CatalogClient } from '../catalog/catalog-client';
import { buildCart } from './build-cart';
import { findCart } from './cart-repository';
import type { Shopper } from './shopper';

/** The shopper's cart with fresh catalog data; an empty cart (cartId '') when they have none yet. */
export async function readCart(db: Queryable, catalog: CatalogClient, shopper: Shopper): Promise<Cart> {
  const stored = await findCart(db, shopper);
  const lines = stored?.lines ?? [];
  const products = await catalog.products(shopper, lines.map((line) => line.code));
  return buildCart(shopper, stored?.id ?? '', lines, products);
}
