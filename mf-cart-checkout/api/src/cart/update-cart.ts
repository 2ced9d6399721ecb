import type { CartLine, CartUpdateResult } from '@storefront/platform';
import type { CartUpdateDiff, CartUpdateResponse } from '../../../contract/cart-update';
import { ResponseError, type Database } from '@storefront/platform/server';
import type { CatalogClient } from '../catalog/catalog-client';
import type { CartProduct } from '../catalog/cart-product';
import { cartLineOf } from './build-cart';
import { applyQuantities, findCart } from './cart-repository';
import { quantityProblem } from './quantity-rules';
import { cartWithPromotions, noCart } from './read-cart';
import type { Shopper } from './shopper';

function refuseWhenAny(problems: Record<string, string>, code: string, message: string): void {
  if (Object.keys(problems).length > 0) throw new ResponseError(400, code, message, problems);
}

/**
 * POST /cart/update: every quantity is checked (range, the catalog's maximum, known product) before anything is
 * written; then all of them are set in one transaction. The catalog is asked first, for the cart's existing lines
 * too, so a catalog that does not answer changes nothing.
 */
export async function updateCart(
  db: Database,
  catalog: CatalogClient,
  shopper: Shopper,
  diff: CartUpdateDiff,
): Promise<CartUpdateResponse> {
  const quantities = new Map(Object.entries(diff.items).map(([code, item]) => [code, item.newQuantity]));

  const outOfRange: Record<string, string> = {};
  for (const [code, quantity] of quantities) {
    const problem = quantityProblem(quantity);
    if (problem) outOfRange[code] = problem;
  }
  refuseWhenAny(outOfRange, 'invalid_quantity', `Invalid quantity for ${Object.keys(outOfRange).join(', ')}.`);

  const existing = await findCart(db, shopper);
  const wanted = [...quantities].filter(([, quantity]) => quantity > 0).map(([code]) => code);
  const products = await catalog.products(shopper, [...wanted, ...(existing?.lines.map((line) => line.code) ?? [])]);

  const unknown: Record<string, string> = {};
  const overMax: Record<string, string> = {};
  for (const code of wanted) {
    const product = products.get(code);
    if (!product) {
      unknown[code] = 'No such product.';
      continue;
    }
    const problem = quantityProblem(quantities.get(code)!, product.maxQuantity);
    if (problem) overMax[code] = problem;
  }
  refuseWhenAny(unknown, 'unknown_product', `Unknown product ${Object.keys(unknown).join(', ')}.`);
  refuseWhenAny(overMax, 'invalid_quantity', `Invalid quantity for ${Object.keys(overMax).join(', ')}.`);

  if (quantities.size === 0) {
    const cart = await cartWithPromotions(db, catalog, shopper, existing ?? noCart, products);
    return { cartUpdateResult: cartUpdateResult([], []), cart };
  }

  const applied = await applyQuantities(db, shopper, quantities);
  // Lines a concurrent change added since the catalog was asked: usually in the catalog client's cache already.
  const missing = applied.lines.map((line) => line.code).filter((code) => !products.has(code));
  const allProducts: Map<string, CartProduct | null> =
    missing.length > 0 ? new Map([...products, ...(await catalog.products(shopper, missing))]) : products;

  const addedItems: CartLine[] = [];
  const removedItems: CartLine[] = [];
  for (const [code, quantity] of quantities) {
    const product = allProducts.get(code);
    const change = quantity - (applied.before.get(code) ?? 0);
    if (!product || change === 0) continue;
    (change > 0 ? addedItems : removedItems).push(cartLineOf(product, Math.abs(change)));
  }
  const cart = await cartWithPromotions(db, catalog, shopper, applied, allProducts);
  return { cartUpdateResult: cartUpdateResult(addedItems, removedItems), cart };
}

/** The `cartUpdateResult` of a change: what went up and down; coupon-code answers carry one too. */
export function cartUpdateResult(addedItems: CartLine[], removedItems: CartLine[], outcome: Partial<Pick<CartUpdateResult, 'promotionCodeAlreadyApplied' | 'success'>> = {}): CartUpdateResult {
  return { addedItems, removedItems, exponeaEvents: [], promotionCodeAlreadyApplied: false, success: true, ...outcome };
}
