import { appShell, bus, http } from '@storefront/platform';
import { createNotificationStore } from './notification-store';

/** The page's one notification list: the account button's flyout and the notifications page share it. */
export const notificationStore = createNotificationStore({ http, bus, appShell });
