import type { Request, Response } from 'express';
import { forgotPasswordRequest, type ForgotPasswordResponse } from '../../../contract/forgotten-password';
import { accepts, identityOf } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { accountText } from '../login/account-text';
import { isEmailAddress, normalizeEmail } from '../login/email-address';
import { createResetToken } from './reset-tokens';
import { recordResetRequest, resetNeedsChallenge } from './reset-throttle';
import { resetPasswordMail } from './reset-mail';

export const requestResetInput = accepts({ body: forgotPasswordRequest });

/**
 * POST /ForgotPasswordPage/ResetPassword (and /api/forgot-password): mails a reset link. The answer is the same
 * whether or not the e-mail has an account; only a customer who never accepted the club terms is asked to accept
 * them first (the contract's `needClubTermsAccepted`). More than 3 requests per e-mail or 10 per address within 15
 * minutes need a solved challenge.
 */
export function requestResetRoute(services: AccountServices) {
  const { db } = services;
  return async (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const input = requestResetInput.body(res);
    const identity = identityOf(res);
    const text = accountText(identity.culture);
    const answer = (body: ForgotPasswordResponse) => void res.json(body);
    const email = normalizeEmail(input.email);
    const address = identity.clientAddress ?? '';
    const now = services.now();
    if (!isEmailAddress(email)) return answer({ response: 'notOk', message: text('/AccountApi/Email/Invalid'), needsV2Token: false });

    if ((await resetNeedsChallenge(db, email, address, now)) && !(input.recaptchaV2Token && (await services.challenge.verify(input.recaptchaV2Token, services.challengeDifficulty.first)))) {
      return answer({ response: 'notOk', message: text('/AccountApi/Challenge/Required'), needsV2Token: true });
    }
    await recordResetRequest(db, email, address, now);
    const needsV2Token = await resetNeedsChallenge(db, email, address, now);

    const [member] = await db.query<{ id: string; club_terms_accepted_at: Date | null }>(
      'SELECT id, club_terms_accepted_at FROM members WHERE email = $1',
      [email],
    );
    if (member && !member.club_terms_accepted_at && !input.clubTerms) {
      return answer({ response: 'needClubTermsAccepted', message: text('/AccountApi/ForgotPassword/NeedClubTerms'), needsV2Token });
    }
    if (member) {
      await db.transaction(async (tx) => {
        const token = await createResetToken(tx, member.id, !member.club_terms_accepted_at && input.clubTerms === true, now);
        const link = `${services.publicUrl}/forgot-password?token=${encodeURIComponent(token)}`;
        await services.outbox.enqueue(resetPasswordMail(email, link, identity.culture), tx);
      });
    }
    answer({ response: 'ok', message: text('/AccountApi/ForgotPassword/LinkSent'), needsV2Token });
  };
}
