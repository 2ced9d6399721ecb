import { bus, Drawer, usePhrase } from '@storefront/platform';
import { CountBadge } from '../web-support/count-badge';
import { useFlyout } from '../web-support/use-flyout';
import { VisitorOrMember } from '../web-support/visitor-or-member';
import { WishListItems } from '../wish-list-items/wish-list-items';
import { useWishList } from '../wish-list-store/use-wish-list';
import { HeartIcon } from './heart-icon';
import '../web-support/focus.css';
import '../web-support/header-button.css';
import './wish-list-button.css';

const returnUrl = () => `${window.location.pathname}${window.location.search}`;

/**
 * Slot 'header:wish-list': the heart with the number of saved products. A visitor is asked to log in; a member gets
 * the wish-list flyout with a way to the wish-list page. Hidden on store devices (spec 01 §2.4, §6).
 */
export default function WishListButton() {
  return <VisitorOrMember visitor={<VisitorWishListButton />} member={<MemberWishListButton />} />;
}

function VisitorWishListButton() {
  const t = usePhrase();
  return (
    <button
      type="button"
      className="a_HeaderButton a_WishListButton"
      onClick={() => bus.emit('account:login-required', { returnUrl: returnUrl(), message: t('/Member/WishList/LoginRequired') })}
    >
      <HeartIcon className="a_WishListButton__icon" />
      <span className="p_visually-hidden">{t('/Member/WishList/Title')}</span>
    </button>
  );
}

function MemberWishListButton() {
  const t = usePhrase();
  const { items } = useWishList();
  const { isOpen, open, close } = useFlyout();
  const count = items.length;
  return (
    <>
      <button type="button" className="a_HeaderButton a_WishListButton" aria-haspopup="dialog" aria-expanded={isOpen} onClick={open}>
        <HeartIcon className="a_WishListButton__icon" filled={count > 0} />
        <span className="p_visually-hidden">{t('/Member/WishList/Open', { count })}</span>
        {count > 0 && <CountBadge className="a_WishListButton__count" text={count > 99 ? '99+' : String(count)} />}
      </button>
      <Drawer isOpen={isOpen} onClose={close} title={t('/Member/WishList/Title')} side="right">
        <div className="a_WishListFlyout">
          <WishListItems location="wish-list-flyout" onNavigate={close} />
          <a className="a_WishListFlyout__goTo" href="/wishlist" onClick={close}>
            {t('/Member/WishList/GoToWishList')}
          </a>
        </div>
      </Drawer>
    </>
  );
}
