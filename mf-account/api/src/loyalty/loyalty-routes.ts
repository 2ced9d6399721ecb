import { Router } from 'express';
import type { Culture, PageFallback } from '@storefront/platform';
import type { ClubPageViewModel, LoyaltyLevel, LoyaltyStatus } from '../../../contract/loyalty';
import { allow, identityOf, pageInput, pageTitle, wantsFallback } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { memberPageBase, sendPrivate } from '../pages/member-page';
import { ordersApiText } from '../pages/orders-api-text';
import { memberIdOf } from '../http/own-member';
import { clubFaq } from './club-faq';
import { loyaltyLevels, loyaltyStatusOf, pointsOf } from './loyalty-levels';

/** The member's level from the points of their orders (Checkout's); throws 503 when Checkout does not answer. */
export async function loyaltyStatusFor(services: AccountServices, memberId: string, culture: Culture): Promise<LoyaltyStatus> {
  return loyaltyStatusOf(pointsOf(await services.orders.list(memberId, culture), services.now()), culture);
}

/** The club page as plain HTML parts, for browsers without JavaScript (the gateway asks with `_fallback=1`). */
function clubFallback(title: string, levels: LoyaltyLevel[], culture: Culture): PageFallback {
  return {
    headings: [{ level: 1, text: title }, ...levels.map((level) => ({ level: 2 as const, text: level.name })), ...clubFaq[culture].map((entry) => ({ level: 3 as const, text: entry.question }))],
    paragraphs: [...levels.flatMap((level) => level.benefits), ...clubFaq[culture].map((entry) => entry.answer)],
    links: [{ href: '/my-pages', text: ordersApiText(culture)('/OrdersApi/Links/MyPages') }],
  };
}

/** GET /api/loyalty/levels (anyone), GET /api/my/loyalty/current-level (the member's) and the club page /club. */
export function loyaltyRoutes(services: AccountServices): Router {
  const router = Router();
  router.get('/api/loyalty/levels', allow.anyone, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(loyaltyLevels(identityOf(res).culture));
  });
  router.get('/api/my/loyalty/current-level', allow.members, async (_req, res) => {
    sendPrivate(res, await loyaltyStatusFor(services, memberIdOf(res), identityOf(res).culture));
  });
  router.get('/page/club', allow.anyone, pageInput, async (_req, res) => {
    const { userId, culture } = identityOf(res);
    let loyalty: LoyaltyStatus | null = null;
    if (userId) {
      try {
        loyalty = await loyaltyStatusFor(services, userId, culture);
      } catch (error) {
        // The club page is for everyone: without Checkout it shows the levels and the FAQ, not the member's level.
        services.logger.warn({ err: (error as Error).message }, 'club page without the member’s level');
      }
    }
    const title = ordersApiText(culture)('/OrdersApi/Titles/Club');
    const levels = loyaltyLevels(culture);
    const page: ClubPageViewModel = {
      // Public, unlike the member's own pages: it may be indexed.
      ...memberPageBase('ClubPageViewModel', '/club', title, 'club'),
      meta: { title: pageTitle(title), description: ordersApiText(culture)('/OrdersApi/Club/Description') },
      levels,
      faq: clubFaq[culture],
      loyalty,
      ...(wantsFallback(pageInput.query(res)) ? { fallback: clubFallback(title, levels, culture) } : {}),
    };
    // A member's page differs from a visitor's: private, and never from a shared cache.
    sendPrivate(res, page);
  });
  return router;
}
