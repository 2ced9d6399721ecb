import type { Cart } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import type { CatalogClient } from '../catalog/catalog-client';
import type { CartProduct } from '../catalog/cart-product';
import { loadCartPromotions, promotionProductCodes } from '../promotions/promotion-repository';
import { buildCart } from './build-cart';
import { findCart, type StoredCart } from './cart-repository';
import type { Shopper } from './shopper';

/** The shopper's cart with fresh catalog data; an empty cart (cartId '') when they have none yet. */
export async function readCart(db: Queryable, catalog: CatalogClient, shopper: Shopper): Promise<Cart> {
  const stored = (await findCart(db, shopper)) ?? noCart;
  const products = await catalog.products(shopper, stored.lines.map((line) => line.code));
  return cartWithPromotions(db, catalog, shopper, stored, products);
}

/** What a shopper without a cart row has. */
export const noCart: StoredCart = { id: '', lines: [], hasCouponCodes: false };

/**
 * The cart of these stored lines, whose products are known, with its coupon codes and the promotions running now.
 * Gift and add-on products are asked of the catalog too; when it cannot say, they are simply not offered.
 */
export async function cartWithPromotions(
  db: Queryable,
  catalog: CatalogClient,
  shopper: Shopper,
  { id: cartId, lines, hasCouponCodes }: StoredCart,
  products: ReadonlyMap<string, CartProduct | null>,
): Promise<Cart> {
  // No cart row: nothing entered, nothing to promote.
  if (!cartId) return buildCart(shopper, cartId, lines, products);
  const promotions = await loadCartPromotions(db, shopper, { cartId, hasGoods: lines.length > 0, hasCouponCodes });
  const missing = promotionProductCodes(promotions).filter((code) => !products.has(code));
  if (missing.length === 0) return buildCart(shopper, cartId, lines, products, promotions);
  const promoted = await catalog.products(shopper, missing).catch(() => new Map<string, CartProduct | null>());
  return buildCart(shopper, cartId, lines, new Map([...products, ...promoted]), promotions);
}
