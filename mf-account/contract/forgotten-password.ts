import type { PageBase } from '@storefront/platform';
import { z } from 'zod';

/*
 * Team Account's forgotten password: the reset link by mail, its page and the new password.
 * Each request is written once, as the zod schema the server checks it with, and its type derived from it; web/ takes
 * only the types (`import type`), so zod stays out of the browser.
 */

/** POST /ForgotPasswordPage/ResetPassword: asks for a reset link by e-mail. */
export const forgotPasswordRequest = z.object({
  email: z.string().max(1_000),
  clubTerms: z.boolean().optional(),
  recaptchaV3Token: z.string().max(10_000).optional(),
  recaptchaV2Token: z.string().max(1_000).optional(),
});

export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export interface ForgotPasswordResponse {
  /** `needClubTermsAccepted`: ask again with `clubTerms: true` (a customer who never joined the club). */
  response: 'needClubTermsAccepted' | 'notOk' | 'ok';
  message?: string;
  needsV2Token: boolean;
}

/** GET /forgot-password?token=… (the link in the reset mail). */
export interface ForgotPasswordPageViewModel extends PageBase {
  componentName: 'ForgotPasswordPageViewModel';
  /** The token from the link, when it is still valid; null shows "the link has expired" with a way to ask again. */
  token: string | null;
  /** The account's e-mail, masked (a•••@example.com), when the token is valid. */
  maskedEmail?: string;
  minPasswordLength: number;
}

/** POST /api/forgot-password/update-password. */
export const updatePasswordRequest = z.object({ token: z.string().min(1).max(200), password: z.string().max(10_000) });

export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;

export interface UpdatePasswordResponse {
  success: boolean;
  message?: string;
}
