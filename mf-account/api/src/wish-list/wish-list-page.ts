import { accountRules, type Culture, type WishListItem } from '@storefront/platform';
import type { AccountWishListPageViewModel } from '../../../contract/wish-list';
import { memberApiText } from '../pages/member-api-text';
import { memberPageBase } from '../pages/member-page-with-fallback';

/** `/wishlist` */
export function wishListPage(items: WishListItem[], culture: Culture, withFallback: boolean): AccountWishListPageViewModel {
  const title = memberApiText(culture, '/MemberApi/Pages/WishList');
  return {
    ...memberPageBase('AccountWishListPageViewModel', '/wishlist', title, withFallback
      ? () => ({
          headings: [{ level: 1, text: title }],
          paragraphs: [],
          links: items.filter((item) => item.url).map((item) => ({ href: item.url, text: `${item.brandName} ${item.title}` })),
        })
      : null),
    items,
    maxItemsInWishList: accountRules.maxItemsInWishList,
  };
}
