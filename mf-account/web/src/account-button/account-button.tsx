import { bus, usePhrase } from '@storefront/platform';
import { MemberFlyout } from '../member-flyout/member-flyout';
import { badgeText } from '../notification-store/notification-states';
import { useNotifications } from '../notification-store/use-notifications';
import { CountBadge } from '../web-support/count-badge';
import { useFlyout } from '../web-support/use-flyout';
import { VisitorOrMember } from '../web-support/visitor-or-member';
import { UserIcon } from './account-icons';
import '../web-support/focus.css';
import '../web-support/header-button.css';

/**
 * Slot 'header:account'. A visitor's button opens the account box on the login tab; a member's shows the unread
 * notifications badge and opens the member flyout. Hidden on store devices (spec 01 §2.4, §6).
 */
export default function AccountButton() {
  return <VisitorOrMember visitor={<LoginButton />} member={<MemberButton />} />;
}

function LoginButton() {
  const t = usePhrase();
  return (
    <button
      type="button"
      className="a_HeaderButton a_AccountButton"
      aria-haspopup="dialog"
      onClick={() => bus.emit('account:open-box', { tab: 'login' })}
    >
      <UserIcon />
      <span className="p_visually-hidden">{t('/Member/Account/LogIn')}</span>
    </button>
  );
}

function MemberButton() {
  const t = usePhrase();
  const { unreadCount } = useNotifications();
  const { isOpen, open, close } = useFlyout();
  return (
    <>
      <button
        type="button"
        className="a_HeaderButton a_AccountButton"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={open}
      >
        <UserIcon />
        <span className="p_visually-hidden">
          {unreadCount > 0 ? t('/Member/Account/OpenWithUnread', { count: unreadCount }) : t('/Member/Account/Open')}
        </span>
        {unreadCount > 0 && <CountBadge className="a_AccountButton__badge" text={badgeText(unreadCount)} alert />}
      </button>
      <MemberFlyout isOpen={isOpen} onClose={close} />
    </>
  );
}
