import { Router, type NextFunction, type Request, type Response } from 'express';
import { accountRules } from '@storefront/platform';
import { accepts, allow, identityOf, pageInput, ResponseError, wantsFallback } from '@storefront/platform/server';
import { wishListChangeRequest } from '../../../contract/wish-list';
import type { AccountServices } from '../account-services';
import { isMemberId, loginRequired, ownMemberId } from '../http/own-member';
import { memberApiText } from '../pages/member-api-text';
import { wishListItemOf, wishListItems } from './wish-list-items';
import { wishListPage } from './wish-list-page';
import { addToWishList, removeFromWishList, wishListCodes } from './wish-list-store';

const wishListChange = accepts({ body: wishListChangeRequest });

const wishListChanges = ['/accountwishlist/add', '/accountwishlist/remove'];

/** What the browser rejects with when a visitor adds to the wish list: these exact words. */
export const wishListLoginMessage = 'Add item to wishlist requires login';

/** A visitor's change is refused in those words, not those of `allow.members`. */
function inWishListWords(error: unknown, _req: Request, _res: Response, next: NextFunction): void {
  next(error instanceof ResponseError && error.code === 'login_required' ? loginRequired(wishListLoginMessage) : error);
}

function wishListMemberOf(res: Response): string {
  const { userId } = identityOf(res);
  if (!isMemberId(userId)) throw loginRequired(wishListLoginMessage);
  return userId;
}

const trackingEvent = (action: 'add' | 'remove', code: string, location: string | undefined) => ({
  event: 'wishlist_update',
  action,
  product_id: code,
  location: location ?? null,
});

/** The wish list: add and remove for members, and its page. */
export function wishListRoutes(services: AccountServices): Router {
  const { db, products } = services;
  const router = Router();

  router.use(wishListChanges, allow.members);

  router.post('/accountwishlist/add', wishListChange, async (_req, res) => {
    const memberId = wishListMemberOf(res);
    const { code, location } = wishListChange.body(res);
    const { market, culture } = identityOf(res);
    // Asked before the list is locked: the lock is never held while the catalog is asked.
    const product = (await products.products({ market, culture }, [code])).get(code);
    if (!product) throw new ResponseError(404, 'unknown_product', memberApiText(culture, '/MemberApi/UnknownProduct'));
    const result = await addToWishList(db, memberId, code, accountRules.maxItemsInWishList);
    if (result === 'no-member') throw loginRequired(wishListLoginMessage);
    if (result === 'full') {
      throw new ResponseError(409, 'wish_list_full', memberApiText(culture, '/MemberApi/WishList/Full', { max: accountRules.maxItemsInWishList }));
    }
    res.json({ addedItems: [wishListItemOf(product)], exponeaEvents: result === 'added' ? [trackingEvent('add', code, location)] : [] });
  });

  router.post('/accountwishlist/remove', wishListChange, async (_req, res) => {
    const memberId = wishListMemberOf(res);
    const { code, location } = wishListChange.body(res);
    const removed = await removeFromWishList(db, memberId, code);
    res.json({ exponeaEvents: removed ? [trackingEvent('remove', code, location)] : [] });
  });

  router.use(wishListChanges, inWishListWords);

  router.get('/page/wishlist', allow.members, pageInput, async (_req, res) => {
    const { market, culture } = identityOf(res);
    const items = await wishListItems(products, { market, culture }, await wishListCodes(db, ownMemberId(res)));
    res.setHeader('Cache-Control', 'no-store');
    res.json(wishListPage(items, culture, wantsFallback(pageInput.query(res))));
  });

  return router;
}
