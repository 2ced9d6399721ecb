import type { MemberOrder, OrderReturnRequest, PageBase, ReturnKind } from '@storefront/platform';
import { productCode } from '@storefront/platform/server';
import { z } from 'zod';

/*
 * Returns and complaints of a member's order (the order and its return requests are the platform's: team Checkout
 * answers with them).
 * Each request is written once, as the zod schema the server checks it with, and its type derived from it; web/ takes
 * only the types (`import type`), so zod stays out of the browser.
 */

export interface ReturnReason {
  id: string;
  text: string;
}

/** GET /api/my/orders/{n}/return (and /file-complaint): what may be sent back and why. */
export interface ReturnInfo {
  kind: ReturnKind;
  order: MemberOrder;
  reasons: ReturnReason[];
  /** Returns are open for 30 days after delivery (shipping date here); complaints for 3 years. */
  isOpen: boolean;
  closedMessage?: string;
}

/** The longest comment a return or complaint takes. */
export const maxCommentLength = 1_000;

/** POST /api/my/orders/{n}/return and /file-complaint: its shape; the rules come after. */
export const returnSubmitRequest = z
  .object({
    lines: z
      .array(z.object({ code: productCode(), quantity: z.number().int().min(1).max(99), reasonId: z.string().regex(/^[a-z-]{1,40}$/) }).strict())
      .min(1)
      .max(100)
      .refine((lines) => new Set(lines.map((line) => line.code)).size === lines.length, 'Each product once.'),
    comment: z.string().max(maxCommentLength).optional(),
  })
  .strict();

export type ReturnSubmitRequest = z.infer<typeof returnSubmitRequest>;

export interface ReturnSubmitResponse {
  success: boolean;
  message?: string;
  request?: OrderReturnRequest;
}

/** `/my-pages/orders/{orderNumber}/return?kind=return|complaint` */
export interface ReturnOrReclaimPageViewModel extends PageBase {
  componentName: 'ReturnOrReclaimPageViewModel';
  info: ReturnInfo;
}
