import { randomBytes } from 'node:crypto';
import type { Queryable } from '@storefront/platform/server';
import { sessionTokenHash } from '../sessions/session-store';

export const resetTokenValidityMs = 60 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** A reset link's token: 32 random bytes for the link, only its SHA-256 in the database; valid for an hour. */
export async function createResetToken(tx: Queryable, memberId: string, acceptsClubTerms: boolean, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO password_reset_tokens (token_hash, member_id, accepts_club_terms, created_at, expires_at)
     VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz)`,
    [sessionTokenHash(token), memberId, acceptsClubTerms, iso(now), iso(now + resetTokenValidityMs)],
  );
  return token;
}

/** The account a token opens, while it is unused and unexpired. */
export async function findResetToken(db: Queryable, token: string, now: number): Promise<{ memberId: string; email: string } | null> {
  const [row] = await db.query<{ member_id: string; email: string }>(
    `SELECT t.member_id, m.email FROM password_reset_tokens t JOIN members m ON m.id = t.member_id
     WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2::timestamptz`,
    [sessionTokenHash(token), iso(now)],
  );
  return row ? { memberId: row.member_id, email: row.email } : null;
}

/**
 * Uses the token up, once: of two simultaneous calls only one gets the row back. The member's other reset links
 * stop working too.
 */
export async function consumeResetToken(tx: Queryable, token: string, now: number): Promise<{ memberId: string; acceptsClubTerms: boolean } | null> {
  const [row] = await tx.query<{ member_id: string; accepts_club_terms: boolean }>(
    `UPDATE password_reset_tokens SET used_at = $2::timestamptz
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz
     RETURNING member_id, accepts_club_terms`,
    [sessionTokenHash(token), iso(now)],
  );
  if (!row) return null;
  await tx.query('UPDATE password_reset_tokens SET used_at = $2::timestamptz WHERE member_id = $1 AND used_at IS NULL', [row.member_id, iso(now)]);
  return { memberId: row.member_id, acceptsClubTerms: row.accepts_club_terms };
}
