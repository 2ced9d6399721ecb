import { Suspense } from 'react';
import { bus, HeaderButton, lazyPart, usePhrase } from '@storefront/platform';
import { AccountBoxDialog } from '../account-box/account-box-dialog-part';
import { VisitorOrMember } from '../session/visitor-or-member';
import { HeartIcon } from './heart-icon';
import '../styles/focus.css';
import './wish-list-button.css';

const returnUrl = () => `${window.location.pathname}${window.location.search}`;

/** The member's button, the wish-list store and flyout: code a visitor's page does not load. */
export const MemberWishListButton = lazyPart(() => import(/* webpackChunkName: "member-wish-list-button" */ './member-wish-list-button'));

/**
 * Slot 'header:wish-list': the heart with the number of saved products. A visitor is asked to log in; a member gets
 * the wish-list flyout with a way to the wish-list page. Hidden on store devices.
 */
export default function WishListButton() {
  return (
    <VisitorOrMember
      visitor={<VisitorWishListButton />}
      member={
        <Suspense fallback={<WishListLink />}>
          <MemberWishListButton />
        </Suspense>
      }
    />
  );
}

function VisitorWishListButton() {
  const t = usePhrase();
  return (
    <HeaderButton
      className="a_WishListButton"
      // It opens the account box, whose forms load when it first opens: a pointer or focus starts that a moment early.
      onPointerEnter={() => void AccountBoxDialog.preload().catch(() => undefined)}
      onFocus={() => void AccountBoxDialog.preload().catch(() => undefined)}
      onClick={() => bus.emit('account:login-required', { returnUrl: returnUrl(), message: t('/Member/WishList/LoginRequired') })}
    >
      <HeartIcon className="a_WishListButton__icon" />
      <span className="p_visually-hidden">{t('/Member/WishList/Title')}</span>
    </HeaderButton>
  );
}

/** While the member's button loads: the same place, a link to the wish-list page. */
function WishListLink() {
  const t = usePhrase();
  return (
    <HeaderButton className="a_WishListButton" href="/wishlist">
      <HeartIcon className="a_WishListButton__icon" />
      <span className="p_visually-hidden">{t('/Member/WishList/Title')}</span>
    </HeaderButton>
  );
}
