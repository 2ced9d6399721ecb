import type { Database, Queryable } from '@storefront/platform/server';

/** The codes on a member's wish list, newest first. */
export async function wishListCodes(db: Queryable, memberId: string): Promise<string[]> {
  const rows = await db.query<{ code: string }>('SELECT code FROM wish_list_items WHERE member_id = $1 ORDER BY added_at DESC, code', [memberId]);
  return rows.map((row) => row.code);
}

export type WishListAddition = 'added' | 'already-there' | 'full' | 'no-member';

/**
 * Adds a code unless the list is full. The member's row is locked first, so adds of one member run one after
 * another: two at once cannot both see room for one more.
 */
export function addToWishList(db: Database, memberId: string, code: string, maxItems: number): Promise<WishListAddition> {
  return db.transaction(async (tx) => {
    const [member] = await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    if (!member) return 'no-member';
    const [counts] = await tx.query<{ total: number; has_code: boolean }>(
      'SELECT count(*)::int AS total, coalesce(bool_or(code = $2), false) AS has_code FROM wish_list_items WHERE member_id = $1',
      [memberId, code],
    );
    if (counts!.has_code) return 'already-there';
    if (counts!.total >= maxItems) return 'full';
    await tx.query('INSERT INTO wish_list_items (member_id, code) VALUES ($1, $2)', [memberId, code]);
    return 'added';
  });
}

/** Removes a code; whether it was there. */
export async function removeFromWishList(db: Queryable, memberId: string, code: string): Promise<boolean> {
  const removed = await db.query('DELETE FROM wish_list_items WHERE member_id = $1 AND code = $2 RETURNING code', [memberId, code]);
  return removed.length > 0;
}
