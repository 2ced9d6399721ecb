import { useState } from 'react';
import { CountBadge, Drawer, useAppShellData, usePhrase } from '@storefront/platform';
import { NotificationList } from '../notification-list/notification-list';
import { badgeText } from '../notification-store/notification-states';
import { useNotifications } from '../notification-store/use-notifications';
import { Tabs } from '../ui/tabs';
import { MyPagesTab } from './my-pages-tab';
import '../styles/focus.css';
import './member-flyout.css';

/** The tab name switches between notifications and mypages; notifications first. */
export type MemberFlyoutTab = 'notifications' | 'mypages';

interface MemberFlyoutProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The logged-in member's right flyout: notifications and my pages, as tabs. */
export function MemberFlyout({ isOpen, onClose }: MemberFlyoutProps) {
  const t = usePhrase();
  return (
    <Drawer isOpen={isOpen} onClose={onClose} title={t('/Member/Account/Open')} side="right">
      <MemberFlyoutContent onNavigate={onClose} />
    </Drawer>
  );
}

/** Mounted while the flyout is open, so each opening starts on the notifications tab and marks them viewed. */
function MemberFlyoutContent({ onNavigate }: { onNavigate: () => void }) {
  const t = usePhrase();
  const data = useAppShellData();
  const { unreadCount } = useNotifications();
  const [tab, setTab] = useState<MemberFlyoutTab>('notifications');
  const email = data?.currentUser.email;

  return (
    <div className="a_MemberFlyout">
      {email && <p className="a_MemberFlyout__email">{t('/Member/Account/LoggedInAs', { email })}</p>}
      <Tabs
        label={t('/Member/Flyout/Sections')}
        selected={tab}
        onSelect={setTab}
        autofocus
        tabs={[
          {
            name: 'notifications',
            label: (
              <>
                {t('/Member/Notifications/Title')}
                {unreadCount > 0 && <CountBadge className="a_MemberFlyout__tabBadge" text={badgeText(unreadCount)} />}
              </>
            ),
            panel: <NotificationList variant="flyout" isSocialEnabled={data?.isSocialEnabled ?? false} onNavigate={onNavigate} />,
          },
          { name: 'mypages', label: t('/Member/Flyout/MyPagesTab'), panel: <MyPagesTab onNavigate={onNavigate} /> },
        ]}
      />
    </div>
  );
}
