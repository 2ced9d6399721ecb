import type { AuthenticationChallenge } from './login';
import { singleLineText } from '@storefront/platform/server';
import { z } from 'zod';

/*
 * Team Account's registration and the link that confirms it.
 * Each request is written once, as the zod schema the server checks it with, and its type derived from it; web/ takes
 * only the types (`import type`), so zod stays out of the browser.
 */

/** POST /register. `birthDate` is `YYYY-MM-DD`. */
export const registrationRequest = z.object({
  email: z.string().max(1_000).default(''),
  password: z.string().max(10_000).default(''),
  phoneNumber: singleLineText(100).nullish(),
  birthDate: z.string().max(100).nullish(),
  emailSubscription: z.boolean().default(false),
  textSubscription: z.boolean().default(false),
  /** The member terms: registration needs them accepted. */
  acceptedTerms: z.boolean().default(false),
  /** A solved challenge, when the last answer said `needsV2Token` (many registrations from this address). */
  recaptchaV2Token: z.string().max(1_000).optional(),
});

export type RegistrationRequest = z.infer<typeof registrationRequest>;

/**
 * `isValid: true` means a confirmation link is on its way to the address (the same answer when the address already
 * has an account: its owner is told by mail instead); the member logs in by opening it.
 */
export interface RegistrationResponse {
  isValid: boolean;
  message?: string;
  /** Per-field messages, keyed by the request's field names. */
  fieldErrors?: Partial<Record<keyof RegistrationRequest, string>>;
  /** Nothing was registered: send again with the solution of `challenge` in `recaptchaV2Token`. */
  needsV2Token?: boolean;
  challenge?: AuthenticationChallenge;
}

/** POST /api/authentication/confirm-registration: the token of the link in the confirmation mail; it logs the member in. */
export const confirmRegistrationRequest = z.object({ token: z.string().min(1).max(200) });

export type ConfirmRegistrationRequest = z.infer<typeof confirmRegistrationRequest>;
