import { z } from 'zod';
import { productCode } from '@storefront/platform/server';

/** At most this many codes in one change; the cart client sends one shopper action at a time. */
export const maxItemsPerUpdate = 50;

const code = productCode();

/**
 * The body of POST /cart/update (CartUpdateDiff). `newQuantity` is only checked to be a number here: an out-of-range
 * one is an `invalid_quantity` for its code, decided by the quantity rules.
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

export type ParsedCartUpdateDiff = z.infer<typeof cartUpdateDiff>;
