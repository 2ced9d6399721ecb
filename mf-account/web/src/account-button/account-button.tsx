import { Suspense } from 'react';
import { bus, HeaderButton, lazyPart, usePhrase } from '@storefront/platform';
import { AccountBoxDialog } from '../account-box/account-box-dialog-part';
import { VisitorOrMember } from '../session/visitor-or-member';
import { UserIcon } from './account-icons';
import '../styles/focus.css';

/** The member's button, its notifications and flyout: code a visitor's page does not load. */
export const MemberButton = lazyPart(() => import(/* webpackChunkName: "member-button" */ './member-button'));

/**
 * Slot 'header:account'. A visitor's button opens the account box on the login tab; a member's shows the unread
 * notifications badge and opens the member flyout. Hidden on store devices.
 */
export default function AccountButton() {
  return (
    <VisitorOrMember
      visitor={<LoginButton />}
      member={
        <Suspense fallback={<MyPagesLink />}>
          <MemberButton />
        </Suspense>
      }
    />
  );
}

function LoginButton() {
  const t = usePhrase();
  return (
    <HeaderButton
      className="a_AccountButton"
      aria-haspopup="dialog"
      // The box's forms load when it first opens: a pointer or focus on its button starts that a moment early.
      onPointerEnter={() => void AccountBoxDialog.preload().catch(() => undefined)}
      onFocus={() => void AccountBoxDialog.preload().catch(() => undefined)}
      onClick={() => bus.emit('account:open-box', { tab: 'login' })}
    >
      <UserIcon />
      <span className="p_visually-hidden">{t('/Member/Account/LogIn')}</span>
    </HeaderButton>
  );
}

/** While the member's button loads: the same place, a link to my pages. */
function MyPagesLink() {
  const t = usePhrase();
  return (
    <HeaderButton className="a_AccountButton" href="/my-pages">
      <UserIcon />
      <span className="p_visually-hidden">{t('/Member/Account/Open')}</span>
    </HeaderButton>
  );
}
