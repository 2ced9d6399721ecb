import type { Request, Response } from 'express';
import { updatePasswordRequest, type UpdatePasswordResponse } from '../../../contract/forgotten-password';
import { accepts, identityOf } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { accountText } from '../login/account-text';
import { passwordProblem } from './password-rules';
import { announceSessionChange } from '../sessions/session-change';
import { consumeResetToken, findResetToken } from './reset-tokens';

export const updatePasswordInput = accepts({ body: updatePasswordRequest });

/**
 * POST /api/forgot-password/update-password: the new password from the reset page. The token works once (even
 * when two calls race), the club terms accepted with the request are recorded, and every session of the member
 * ends: whoever knew the old password is logged out everywhere. The link came by mail, so it confirms the address of a
 * registration still waiting for its own link.
 */
export function updatePasswordRoute(services: AccountServices) {
  const { db } = services;
  return async (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const input = updatePasswordInput.body(res);
    const text = accountText(identityOf(res).culture);
    const answer = (body: UpdatePasswordResponse) => void res.json(body);
    const problem = passwordProblem(input.password, text);
    if (problem) return answer({ success: false, message: problem });
    const expired = () => answer({ success: false, message: text('/AccountApi/ResetPassword/LinkExpired') });
    // A cheap look first, so a dead link costs no hashing; the atomic use below decides.
    if (!(await findResetToken(db, input.token, services.now()))) return expired();

    const passwordHash = await services.passwords.hash(input.password);
    const now = services.now();
    const memberId = await db.transaction(async (tx) => {
      const used = await consumeResetToken(tx, input.token, now);
      if (!used) return null;
      const at = new Date(now).toISOString();
      await tx.query(
        `UPDATE members SET password_hash = $2, updated_at = $3::timestamptz,
           club_terms_accepted_at = CASE WHEN $4 THEN COALESCE(club_terms_accepted_at, $3::timestamptz) ELSE club_terms_accepted_at END,
           email_confirmed_at = COALESCE(email_confirmed_at, $3::timestamptz)
         WHERE id = $1`,
        [used.memberId, passwordHash, at, used.acceptsClubTerms],
      );
      await tx.query('DELETE FROM sessions WHERE member_id = $1', [used.memberId]);
      return used.memberId;
    });
    if (!memberId) return expired();
    services.logger.info({ memberId }, 'password reset');
    // Every session of the member has ended.
    announceSessionChange(res);
    answer({ success: true, message: text('/AccountApi/ResetPassword/Done') });
  };
}
