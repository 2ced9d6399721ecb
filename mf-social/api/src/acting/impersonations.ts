import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '@storefront/platform/server';

/**
 * Starts the administrator's impersonation of the profile, ending the one before it (one at a time); kept after it
 * ends. False when there is no such profile.
 */
export async function startImpersonation(db: Database, adminId: string, profileId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [profile] = await tx.query('SELECT 1 FROM profiles WHERE profile_id = $1 FOR SHARE', [profileId]);
    if (!profile) return false;
    await stopImpersonation(tx, adminId);
    await tx.query('INSERT INTO profile_impersonations (impersonation_id, admin_member_id, profile_id) VALUES ($1, $2, $3)', [randomUUID(), adminId, profileId]);
    return true;
  });
}

/** Ends the administrator's impersonation, if there is one. */
export async function stopImpersonation(db: Queryable, adminId: string): Promise<void> {
  await db.query('UPDATE profile_impersonations SET stopped_at = now() WHERE admin_member_id = $1 AND stopped_at IS NULL', [adminId]);
}
