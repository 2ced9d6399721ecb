import { useEffect, useId } from 'react';
import { usePhrase } from '@storefront/platform';
import type { AccountWishListPageViewModel } from '../../../contract/wish-list';
import { WishListItems } from '../wish-list-items/wish-list-items';
import { useWishList, useWishListStore } from '../wish-list-store/use-wish-list';
import '../styles/member-page.css';
import './wish-list-page.css';

/** /wishlist (AccountWishListPageViewModel): the saved products, kept in step with the heart button's flyout. */
export default function WishListPage({ page }: { page: AccountWishListPageViewModel }) {
  const t = usePhrase();
  const headingId = useId();
  const store = useWishListStore();
  // The page's list is the newest the server has: the flyout and the toggles follow it.
  useEffect(() => store.receiveItems(page.items), [store, page.items]);
  const { items } = useWishList();

  return (
    <section className="a_MemberPage" aria-labelledby={headingId}>
      <h1 id={headingId} className="a_MemberPage__heading">
        {t('/Member/WishList/Title')}
      </h1>
      {items.length > 0 && <p className="a_WishListPage__count">{t('/Member/WishList/Count', { count: items.length })}</p>}
      <WishListItems location="wish-list-page" />
    </section>
  );
}
