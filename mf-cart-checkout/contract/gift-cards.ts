import type { Money } from '@storefront/platform';
import { z } from 'zod';

/*
 * Gift cards: a card's code as shoppers type it, and its balance.
 */

/** A gift card code as shoppers type it: case and spaces do not matter. */
export const giftCardCode = z
  .string()
  .transform((code) => code.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{4,40}$/, 'A gift card code has 4 to 40 letters, digits and dashes'));

/** `GET /api/gift-cards/{code}`. */
export interface GiftCardBalance {
  code: string;
  balance: Money;
  expiresAt: string;
  isUsable: boolean;
}
