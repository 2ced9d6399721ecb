import type { Culture } from '@storefront/platform';
import type { AdyenAwaitViewModel } from '../../../contract/payment';
import { z } from 'zod';
import { paymentReturnUrl } from '../checkout/authorize-payment';
import { checkoutTexts } from '../checkout/checkout-texts';
import { pageTitle } from './page-title';

/** What the payment provider appends to the return URL. */
export const awaitPageQuery = z.object({
  pspReference: z.string().min(1).max(100),
  redirectResult: z.string().min(1).max(2_000).optional(),
});

/** The page the provider's hosted page returns to: the client posts `details` to adyen-details and moves on. */
export function awaitPage(query: z.infer<typeof awaitPageQuery>, culture: Culture): AdyenAwaitViewModel {
  return {
    componentName: 'AdyenAwaitViewModel',
    url: paymentReturnUrl,
    meta: { title: pageTitle(checkoutTexts[culture].awaitTitle), robots: 'noindex' },
    currentTheme: 'default',
    trackingInformationSection: 'checkout',
    hideFooter: true,
    pspReference: query.pspReference,
    details: query.redirectResult ? { redirectResult: query.redirectResult } : {},
  };
}
