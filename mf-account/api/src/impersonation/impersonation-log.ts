import type { Queryable } from '@storefront/platform/server';
import type { ImpersonationAction } from './impersonation-types';

export async function recordImpersonationAction(
  db: Queryable,
  action: { impersonatorId: string; memberId: string; method: string; path: string; status: number },
): Promise<void> {
  await db.query('INSERT INTO impersonation_actions (impersonator_id, member_id, method, path, status) VALUES ($1, $2, $3, $4, $5)', [
    action.impersonatorId,
    action.memberId,
    action.method,
    action.path,
    action.status,
  ]);
}

/** What administrators did as the customer, newest first (at most `limit`). */
export async function impersonationActionsOf(db: Queryable, memberId: string, limit = 200): Promise<ImpersonationAction[]> {
  const rows = await db.query<{
    impersonator_id: string;
    impersonator_email: string | null;
    member_id: string;
    method: string;
    path: string;
    status: number;
    at: Date | string;
  }>(
    `SELECT a.impersonator_id, m.email AS impersonator_email, a.member_id, a.method, a.path, a.status, a.at
     FROM impersonation_actions a LEFT JOIN members m ON m.id = a.impersonator_id
     WHERE a.member_id = $1 ORDER BY a.at DESC, a.id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map((row) => ({
    impersonatorId: row.impersonator_id,
    impersonatorEmail: row.impersonator_email,
    memberId: row.member_id,
    method: row.method,
    path: row.path,
    status: row.status,
    at: new Date(row.at).toISOString(),
  }));
}
