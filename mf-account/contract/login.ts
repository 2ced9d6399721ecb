import { z } from 'zod';

/*
 * Team Account's login, logout and second-stage challenge, as its web/ and api/ share them. Every call is JSON; every
 * state change is a POST that needs the CSRF token header (see httpHeaders.csrfToken).
 *
 * Each request is written once, as the zod schema the server checks it with, and its type derived from it; web/ takes
 * only the types (`import type`), so zod stays out of the browser.
 */

/** POST /dologin. `recaptchaV2Token` carries the solved second-stage challenge (see AuthenticationChallenge). */
export const loginRequest = z.object({
  email: z.string().trim().min(1).max(1_000),
  password: z.string().min(1).max(10_000),
  recaptchaV3Token: z.string().max(10_000).optional(),
  recaptchaV2Token: z.string().max(1_000).optional(),
});

export type LoginRequest = z.infer<typeof loginRequest>;

export interface LoginResponse {
  success: boolean;
  /** The next attempt must carry a solved challenge in `recaptchaV2Token`. */
  needsV2Token: boolean;
  /** Shown as it is (already in the shopper's language). */
  message?: string;
  /** With `needsV2Token`: the challenge to solve for the next attempt, as hard as the server now asks. */
  challenge?: AuthenticationChallenge;
}

/**
 * POST /api/authentication/unlock-login: the token of the link an account's owner is mailed while its logins are
 * under attack. It sets a cookie that lets this browser's next login with the right password skip the challenge.
 */
export const unlockLoginRequest = z.object({ token: z.string().min(1).max(200) });

export type UnlockLoginRequest = z.infer<typeof unlockLoginRequest>;

/** The answer to a link from a mail opened in the shop (unlock a login, confirm a registration). */
export interface MailLinkResponse {
  success: boolean;
  /** Shown as it is (already in the shopper's language). */
  message?: string;
}

/** POST /dologout and /dologout/stopimpersonation. */
export interface LogoutResponse {
  success: boolean;
  /** Where the browser goes next: '/' after logout; the admin's page after stopping an impersonation. */
  redirectUrl: string;
}

/**
 * GET /api/authentication/challenge: the built-in second-stage challenge, a proof of work that needs no third-party
 * service and no puzzle for the shopper (accessible). Find a `nonce` (decimal integer) such that
 * SHA-256(`${salt}:${nonce}`) starts with `difficultyBits` zero bits; send `${token}.${nonce}` as `recaptchaV2Token`.
 */
export interface AuthenticationChallenge {
  algorithm: 'SHA-256';
  salt: string;
  difficultyBits: number;
  /** Opaque, signed by the server: it carries the salt, the difficulty and the expiry. */
  token: string;
  expiresAt: string;
}
