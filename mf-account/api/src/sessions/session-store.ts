import { createHash, randomBytes } from 'node:crypto';
import type { MemberRole, ResolvedSession } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';

export const sessionLifetimeMs = 30 * 24 * 60 * 60_000;
/** A session's expiry slides forward when it is used, but the row is written at most once a minute. */
export const lastSeenPrecisionMs = 60_000;

/** The database knows a session by the SHA-256 of its token only. */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const iso = (ms: number) => new Date(ms).toISOString();

/** A new session for the member; the token is for the cookie and is not kept. */
export async function createSession(db: Queryable, memberId: string, now: number): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + sessionLifetimeMs;
  await db.query(
    'INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3::timestamptz, $3::timestamptz, $4::timestamptz)',
    [sessionTokenHash(token), memberId, iso(now), iso(expiresAt)],
  );
  return { token, expiresAt };
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [sessionTokenHash(token)]);
}

export interface StoredSession {
  id: string;
  memberId: string;
  impersonatedMemberId: string | null;
  roles: MemberRole[];
}

/** The session behind a cookie token, while it lasts. */
export async function findSession(db: Queryable, token: string, now: number): Promise<StoredSession | null> {
  const [row] = await db.query<{ id: string; member_id: string; impersonated_member_id: string | null; roles: MemberRole[] }>(
    `SELECT s.id, s.member_id, s.impersonated_member_id, m.roles
     FROM sessions s JOIN members m ON m.id = s.member_id
     WHERE s.token_hash = $1 AND s.expires_at > $2::timestamptz`,
    [sessionTokenHash(token), iso(now)],
  );
  return row ? { id: row.id, memberId: row.member_id, impersonatedMemberId: row.impersonated_member_id, roles: row.roles } : null;
}

/** The session is its own member's again: an administrator stops acting as a customer. */
export async function stopImpersonating(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE sessions SET impersonated_member_id = NULL WHERE id = $1', [sessionId]);
}

interface ResolvedRow {
  id: string;
  member_id: string;
  member_email: string;
  roles: MemberRole[];
  impersonated_member_id: string | null;
  impersonated_email: string | null;
  last_seen_at: Date | string;
}

/**
 * Who a cookie token stands for (the gateway asks on every request, caching briefly), and the sliding expiry moved
 * forward. An administrator acting as a customer is that customer, with the administrator's roles; one who is no
 * longer an administrator acts as nobody but themselves.
 */
export async function resolveSession(db: Queryable, token: string, now: number): Promise<ResolvedSession | null> {
  const [row] = await db.query<ResolvedRow>(
    `SELECT s.id, s.member_id, m.email AS member_email, m.roles, s.impersonated_member_id, i.email AS impersonated_email, s.last_seen_at
     FROM sessions s
     JOIN members m ON m.id = s.member_id
     LEFT JOIN members i ON i.id = s.impersonated_member_id
     WHERE s.token_hash = $1 AND s.expires_at > $2::timestamptz`,
    [sessionTokenHash(token), iso(now)],
  );
  if (!row) return null;
  if (now - new Date(row.last_seen_at).getTime() >= lastSeenPrecisionMs) {
    await db.query('UPDATE sessions SET last_seen_at = $2::timestamptz, expires_at = $3::timestamptz WHERE id = $1', [
      row.id,
      iso(now),
      iso(now + sessionLifetimeMs),
    ]);
  }
  const roles = row.roles ?? [];
  const impersonating = row.impersonated_member_id !== null && row.impersonated_email !== null && roles.includes('admin');
  return impersonating
    ? { userId: row.impersonated_member_id!, email: row.impersonated_email!, impersonatorId: row.member_id, impersonatorEmail: row.member_email, roles }
    : { userId: row.member_id, email: row.member_email, impersonatorId: null, impersonatorEmail: null, roles };
}
