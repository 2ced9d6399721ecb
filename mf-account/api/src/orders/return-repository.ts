import type { OrderReturnRequest, ReturnKind } from '@storefront/platform';
import type { ReturnSubmitRequest } from '../../../contract/returns';
import type { Queryable } from '@storefront/platform/server';

interface ReturnRow {
  id: string;
  order_number: string;
  kind: ReturnKind;
  comment: string;
  status: OrderReturnRequest['status'];
  created_at: Date | string;
  lines: { code: string; quantity: number; reasonId: string }[] | string;
}

/** The member's return and complaint requests, oldest first; `orderNumbers` narrows them to those orders. */
export async function findReturns(db: Queryable, memberId: string, orderNumbers: readonly string[]): Promise<Map<string, OrderReturnRequest[]>> {
  const rows = await db.query<ReturnRow>(
    `SELECT r.id, r.order_number, r.kind, r.comment, r.status, r.created_at,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('code', l.code, 'quantity', l.quantity, 'reasonId', l.reason_id) ORDER BY l.code)
                      FROM order_return_lines l WHERE l.return_id = r.id), '[]'::jsonb) AS lines
     FROM order_returns r
     WHERE r.member_id = $1 AND r.order_number = ANY($2::text[])
     ORDER BY r.created_at, r.id`,
    [memberId, orderNumbers],
  );
  const byOrder = new Map<string, OrderReturnRequest[]>();
  for (const row of rows) {
    const request: OrderReturnRequest = {
      id: row.id,
      kind: row.kind,
      createdAt: new Date(row.created_at).toISOString(),
      lines: typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines,
      comment: row.comment,
      status: row.status,
    };
    byOrder.set(row.order_number, [...(byOrder.get(row.order_number) ?? []), request]);
  }
  return byOrder;
}

/** Locks the member's order for a submission until the transaction ends (see order_return_locks). */
export async function lockOrderForReturns(tx: Queryable, memberId: string, orderNumber: string): Promise<void> {
  await tx.query('INSERT INTO order_return_locks (member_id, order_number) VALUES ($1, $2) ON CONFLICT DO NOTHING', [memberId, orderNumber]);
  await tx.query('SELECT 1 FROM order_return_locks WHERE member_id = $1 AND order_number = $2 FOR UPDATE', [memberId, orderNumber]);
}

/** How many of each code the member has asked to send back (returns and complaints alike; refused ones do not count). */
export async function requestedQuantities(db: Queryable, memberId: string, orderNumber: string): Promise<Map<string, number>> {
  const rows = await db.query<{ code: string; quantity: number }>(
    `SELECT l.code, sum(l.quantity)::int AS quantity FROM order_return_lines l JOIN order_returns r ON r.id = l.return_id
     WHERE r.member_id = $1 AND r.order_number = $2 AND r.status <> 'rejected' GROUP BY l.code`,
    [memberId, orderNumber],
  );
  return new Map(rows.map((row) => [row.code, row.quantity]));
}

export async function insertReturn(
  tx: Queryable,
  request: { memberId: string; orderNumber: string; kind: ReturnKind } & Required<ReturnSubmitRequest>,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    'INSERT INTO order_returns (member_id, order_number, kind, comment) VALUES ($1, $2, $3, $4) RETURNING id',
    [request.memberId, request.orderNumber, request.kind, request.comment],
  );
  await tx.query(
    `INSERT INTO order_return_lines (return_id, code, quantity, reason_id)
     SELECT $1, code, quantity, reason_id FROM unnest($2::text[], $3::int[], $4::text[]) AS given (code, quantity, reason_id)`,
    [row!.id, request.lines.map((line) => line.code), request.lines.map((line) => line.quantity), request.lines.map((line) => line.reasonId)],
  );
  return row!.id;
}
