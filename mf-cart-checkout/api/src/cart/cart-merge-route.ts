import type { Request, Response } from 'express';
import type { Cart } from '@storefront/platform';
import { identityOf, ResponseError, type Database } from '@storefront/platform/server';
import type { CatalogClient } from '../catalog/catalog-client';
import { findCart } from './cart-repository';
import { mergeVisitorCart, type CartMergeOutcome } from './merge-carts';
import { readCart } from './read-cart';
import { shopperOf } from './shopper';

/** The answer of POST /internal/carts/merge: whether a visitor cart was merged (and why not), and the member's cart. */
export interface CartMergeResponse {
  merged: boolean;
  reason?: Extract<CartMergeOutcome, { merged: false }>['reason'];
  cart: Cart;
}

/**
 * POST /internal/carts/merge (no body): the anonymous visitor's cart follows the shopper across login. Team Account
 * calls it right after a successful login, with the gateway-signed identity carrying both the new userId and the
 * visitorId the shopper browsed with (or the gateway does, once it keeps sessions); see cart/merge-carts.ts for the rules.
 * Safe to repeat: a second call finds no visitor cart and answers `merged: false, reason: 'noVisitorCart'`.
 * A visitor cart being paid for is left alone (`reason: 'purchaseInProgress'`). The catalog is asked for the
 * products' maximums first: when it does not answer, nothing is merged (503) and the call can be repeated.
 * Team Account's call only (`allow.services('account')` in app.ts): a browser's identity, however signed, is a 401.
 */
export function cartMergeRoute(db: Database, catalog: CatalogClient) {
  return async (_req: Request, res: Response) => {
    const identity = identityOf(res);
    const { userId, visitorId, market } = identity;
    if (!userId || !visitorId) {
      throw new ResponseError(400, 'merge_needs_user_and_visitor', 'Merging carts needs an identity with both a userId and a visitorId.');
    }
    const member = shopperOf(identity);
    const visitorCart = await findCart(db, { owner: { kind: 'visitor', id: visitorId }, market });
    const products = await catalog.products(member, visitorCart?.lines.map((line) => line.code) ?? []);
    const outcome = await mergeVisitorCart(db, { visitorId, userId, market }, products);
    const answer: CartMergeResponse = {
      merged: outcome.merged,
      ...(outcome.merged ? {} : { reason: outcome.reason }),
      cart: await readCart(db, catalog, member),
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  };
}
