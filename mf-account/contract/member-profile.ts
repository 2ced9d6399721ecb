import type { PageBase } from '@storefront/platform';
import { singleLineText } from '@storefront/platform/server';
import { z } from 'zod';

/*
 * A member's profile on my pages: what it holds, its changes (details, e-mail address, subscriptions, deleting the
 * account) and the pages that show it.
 * The requests are shapes only (a string where a string belongs, one line of it, nothing huge); the rules answer with
 * field messages.
 * Each request is written once, as the zod schema the server checks it with, and its type derived from it; web/ takes
 * only the types (`import type`), so zod stays out of the browser.
 */

export interface MemberProfile {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  birthDate: string | null;
  memberNumber: string;
  memberSince: string;
  emailSubscription: boolean;
  textSubscription: boolean;
}

/** POST /api/my/profile/update. */
export const profileUpdateRequest = z
  .object({
    firstName: singleLineText(1_000),
    lastName: singleLineText(1_000),
    phoneNumber: singleLineText(100),
    birthDate: z.string().max(100).nullable(),
  })
  .partial()
  .strict();

export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** POST /api/my/profile/change-email. */
export const changeEmailRequest = z.object({ newEmail: z.string().max(1_000), password: z.string().max(1_000) }).strict();

export type ChangeEmailRequest = z.infer<typeof changeEmailRequest>;

/** POST /api/my/profile/delete-account. */
export const deleteAccountRequest = z.object({ password: z.string().max(1_000) }).strict();

export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

/** POST /api/my/profile/subscriptions. */
export const subscriptionsUpdateRequest = z
  .object({ emailSubscription: z.boolean(), textSubscription: z.boolean(), phoneNumber: singleLineText(100).optional() })
  .strict();

export type SubscriptionsUpdateRequest = z.infer<typeof subscriptionsUpdateRequest>;

export interface ProfileChangeResponse {
  success: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  profile?: MemberProfile;
}

/** `/my-pages/profile` */
export interface MyProfilePageViewModel extends PageBase {
  componentName: 'MyProfilePageViewModel';
  profile: MemberProfile;
}

/** `/my-pages/subscriptions` */
export interface SubscriptionsPageViewModel extends PageBase {
  componentName: 'SubscriptionsPageViewModel';
  emailSubscription: boolean;
  textSubscription: boolean;
  phoneNumber: string;
}

/** `/my-pages/qr-code` */
export interface MyQRCodePageViewModel extends PageBase {
  componentName: 'MyQRCodePageViewModel';
  memberNumber: string;
  /** An SVG document of the QR code of the member number, made on the server (inert: no script). */
  qrCodeSvg: string;
}
