import type { Culture } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { linkTokenHash, newLinkToken } from '../mail/link-tokens';
import { throttleWindowMs } from './login-throttle';
import { unlockMail } from './unlock-mail';

/** How long the mailed link can be opened, and how long the browser that opened it then has to log in. */
export const unlockLinkValidityMs = 30 * 60_000;
export const unlockBrowserValidityMs = 60 * 60_000;
/** Wrong passwords tried with an unlocked browser before the unlock is void: typos, not guessing. */
export const unlockFailuresAllowed = 3;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Mails the owner of an account under attack a link to log in without the challenge, unless one went out within the
 * throttle window. Runs in the login's transaction, which holds the account's logins one at a time: one mail per window.
 */
export async function mailUnlockLinkOnce(
  services: AccountServices,
  tx: Queryable,
  member: { id: string; email: string; culture: Culture },
  now: number,
): Promise<void> {
  const [recent] = await tx.query('SELECT 1 FROM login_unlocks WHERE member_id = $1 AND created_at > $2::timestamptz LIMIT 1', [
    member.id,
    iso(now - throttleWindowMs),
  ]);
  if (recent) return;
  const token = newLinkToken();
  await tx.query('INSERT INTO login_unlocks (member_id, link_hash, created_at, link_expires_at) VALUES ($1, $2, $3::timestamptz, $4::timestamptz)', [
    member.id,
    linkTokenHash(services.linkKeys.loginUnlock, token),
    iso(now),
    iso(now + unlockLinkValidityMs),
  ]);
  const link = `${services.publicUrl}/?unlockLogin=${encodeURIComponent(token)}`;
  await services.outbox.enqueue(unlockMail(member.email, link, member.culture), tx);
  services.logger.info({ memberId: member.id }, 'login unlock link mailed: the account is under attack');
}

/** Opens a mailed link, once and in time: the token for the browser's cookie, or null. */
export async function openUnlockLink(services: AccountServices, token: string, now: number): Promise<string | null> {
  const key = services.linkKeys.loginUnlock;
  const browserToken = newLinkToken();
  const opened = await services.db.query(
    `UPDATE login_unlocks SET opened_at = $2::timestamptz, browser_hash = $3, browser_expires_at = $4::timestamptz
     WHERE link_hash = $1 AND opened_at IS NULL AND link_expires_at > $2::timestamptz RETURNING id`,
    [linkTokenHash(key, token), iso(now), linkTokenHash(key, browserToken), iso(now + unlockBrowserValidityMs)],
  );
  return opened.length === 1 ? browserToken : null;
}

/** The unlock this browser's cookie holds for the member, while it is good; its id, or null. */
export async function unlockOf(services: AccountServices, tx: Queryable, browserToken: string, memberId: string, now: number): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `SELECT id FROM login_unlocks
     WHERE browser_hash = $1 AND member_id = $2 AND used_at IS NULL AND browser_expires_at > $3::timestamptz AND failures < $4`,
    [linkTokenHash(services.linkKeys.loginUnlock, browserToken), memberId, iso(now), unlockFailuresAllowed],
  );
  return row?.id ?? null;
}

/** The right password came with the unlock: it is used up. */
export async function useUnlock(db: Queryable, unlockId: string, now: number): Promise<void> {
  await db.query('UPDATE login_unlocks SET used_at = $2::timestamptz WHERE id = $1', [unlockId, iso(now)]);
}

export async function countUnlockFailure(db: Queryable, unlockId: string): Promise<void> {
  await db.query('UPDATE login_unlocks SET failures = failures + 1 WHERE id = $1', [unlockId]);
}
