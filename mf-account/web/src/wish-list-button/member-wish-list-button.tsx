import { CountBadge, Drawer, HeaderButton, usePhrase } from '@storefront/platform';
import { useFlyout } from '../ui/use-flyout';
import { WishListItems } from '../wish-list-items/wish-list-items';
import { useWishList } from '../wish-list-store/use-wish-list';
import { HeartIcon } from './heart-icon';

/** A member's wish-list button: the count, and the wish-list flyout (a visitor never loads this). */
export default function MemberWishListButton() {
  const t = usePhrase();
  const { items } = useWishList();
  const { isOpen, open, close } = useFlyout();
  const count = items.length;
  return (
    <>
      <HeaderButton className="a_WishListButton" aria-haspopup="dialog" aria-expanded={isOpen} onClick={open}>
        <HeartIcon className="a_WishListButton__icon" filled={count > 0} />
        <span className="p_visually-hidden">{t('/Member/WishList/Open', { count })}</span>
        {count > 0 && <CountBadge className="a_WishListButton__count" text={count > 99 ? '99+' : String(count)} />}
      </HeaderButton>
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
