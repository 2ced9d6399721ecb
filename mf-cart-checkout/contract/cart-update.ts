import type { Cart, CartUpdateResult, PageBase } from '@storefront/platform';
import { productCode } from '@storefront/platform/server';
import { z } from 'zod';

/*
 * Team Checkout's cart calls: the update the optimistic cart store sends and its answer, and the cart page (the cart
 * itself is the platform's: the app shell data and other teams carry it). The request is written once, as the zod
 * schema the server checks it with; web/ takes only its type (`import type`), so zod stays out of the browser.
 */

/** At most this many codes in one change; the cart client sends one shopper action at a time. */
export const maxItemsPerUpdate = 50;

const code = productCode();

/**
 * Body of `POST /cart/update`: the changes to the cart since the last update, product code → quantities. `newQuantity`
 * is only checked to be a number here: an out-of-range one is an `invalid_quantity` for its code, decided by the
 * quantity rules.
 */
export const cartUpdateDiff = z.object({
  items: z
    .record(
      code,
      z.object({
        newQuantity: z.number(),
        previousQuantity: z.number().int(),
        isModifaceLiveUsed: z.boolean().optional(),
        isModifacePhotoUsed: z.boolean().optional(),
      }),
    )
    .refine((items) => Object.keys(items).length <= maxItemsPerUpdate, `At most ${maxItemsPerUpdate} items in one update.`),
  addedCodes: z.array(code).max(maxItemsPerUpdate),
  forceReplaceCode: code.optional(),
  isCheckoutPage: z.boolean(),
});

export type CartUpdateDiff = z.infer<typeof cartUpdateDiff>;

/** Answer of `POST /cart/update`. */
export interface CartUpdateResponse {
  cartUpdateResult: CartUpdateResult;
  cart: Cart;
}

/** The cart page (`/basket`): the cart as the server had it when the page was asked for. */
export interface CartPageViewModel extends PageBase {
  componentName: 'CartPageViewModel';
  cart: Cart;
}
