import { CountBadge, HeaderButton, usePhrase } from '@storefront/platform';
import { MemberFlyout } from '../member-flyout/member-flyout';
import { badgeText } from '../notification-store/notification-states';
import { useNotifications } from '../notification-store/use-notifications';
import { useFlyout } from '../ui/use-flyout';
import { UserIcon } from './account-icons';

/** A member's account button: the unread notifications badge, and the member flyout (a visitor never loads this). */
export default function MemberButton() {
  const t = usePhrase();
  const { unreadCount } = useNotifications();
  const { isOpen, open, close } = useFlyout();
  return (
    <>
      <HeaderButton className="a_AccountButton" aria-haspopup="dialog" aria-expanded={isOpen} onClick={open}>
        <UserIcon />
        <span className="p_visually-hidden">
          {unreadCount > 0 ? t('/Member/Account/OpenWithUnread', { count: unreadCount }) : t('/Member/Account/Open')}
        </span>
        {unreadCount > 0 && <CountBadge className="a_AccountButton__badge" text={badgeText(unreadCount)} alert />}
      </HeaderButton>
      <MemberFlyout isOpen={isOpen} onClose={close} />
    </>
  );
}
