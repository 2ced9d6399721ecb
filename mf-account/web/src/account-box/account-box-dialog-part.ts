import { lazyPart } from '@storefront/platform';

/** The account box's dialog and forms (account-box-dialog.tsx): loaded when the box first opens, or preloaded. */
export const AccountBoxDialog = lazyPart(() => import(/* webpackChunkName: "account-box-dialog" */ './account-box-dialog'));
