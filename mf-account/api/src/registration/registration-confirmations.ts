import type { Culture } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { cultureOr } from '../pages/member-api-text';
import { linkTokenHash, newLinkToken } from '../mail/link-tokens';
import { confirmationMail } from './registration-mails';
import { welcomeNewMember } from './welcome';

export const confirmationValidityMs = 24 * 60 * 60_000;
/** Confirmation mails for one registration within an hour: more would let anyone fill someone else's inbox. */
export const confirmationMailsPerHour = 5;

const iso = (ms: number) => new Date(ms).toISOString();

export interface RegisteredMember {
  id: string;
  email: string;
  culture: Culture;
}

/**
 * Mails a registration its confirmation link; the links mailed before stop working (what they would confirm may have
 * changed). Not when the registration had its share of mails this hour, nor within `notSince` ms of the last one.
 */
export async function mailConfirmationLink(
  services: AccountServices,
  tx: Queryable,
  member: RegisteredMember,
  now: number,
  notSince = 0,
): Promise<boolean> {
  const [recent] = await tx.query<{ last_hour: number; newest: Date | string | null }>(
    `SELECT count(*) FILTER (WHERE created_at > $2::timestamptz)::int AS last_hour, max(created_at) AS newest
     FROM registration_confirmations WHERE member_id = $1`,
    [member.id, iso(now - 60 * 60_000)],
  );
  if (recent!.last_hour >= confirmationMailsPerHour) return false;
  if (recent!.newest !== null && new Date(recent!.newest).getTime() > now - notSince) return false;
  await tx.query('UPDATE registration_confirmations SET used_at = $2::timestamptz WHERE member_id = $1 AND used_at IS NULL', [member.id, iso(now)]);
  const token = newLinkToken();
  await tx.query(
    'INSERT INTO registration_confirmations (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3::timestamptz, $4::timestamptz)',
    [linkTokenHash(services.linkKeys.registrationConfirmation, token), member.id, iso(now), iso(now + confirmationValidityMs)],
  );
  const link = `${services.publicUrl}/?confirmRegistration=${encodeURIComponent(token)}`;
  await services.outbox.enqueue(confirmationMail(member.email, link, member.culture), tx);
  return true;
}

/**
 * Opens a confirmation link, once and in time: the member's address is confirmed and they are welcomed, in one
 * transaction. The member, or null when the link is no longer good.
 */
export async function confirmRegistration(services: AccountServices, token: string, now: number): Promise<RegisteredMember | null> {
  return services.db.transaction(async (tx) => {
    const [link] = await tx.query<{ member_id: string }>(
      `UPDATE registration_confirmations SET used_at = $2::timestamptz
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz RETURNING member_id`,
      [linkTokenHash(services.linkKeys.registrationConfirmation, token), iso(now)],
    );
    if (!link) return null;
    const [row] = await tx.query<{ id: string; email: string; culture: string }>(
      `UPDATE members SET email_confirmed_at = $2::timestamptz, updated_at = $2::timestamptz
       WHERE id = $1 AND email_confirmed_at IS NULL RETURNING id, email, culture`,
      [link.member_id, iso(now)],
    );
    if (!row) return null;
    const member = { id: row.id, email: row.email, culture: cultureOr(row.culture) };
    await welcomeNewMember(services, tx, member);
    return member;
  });
}
