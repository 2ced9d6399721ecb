import type { Queryable } from '@storefront/platform/server';
import type { HiddenReason, ModerationCase, ModerationCasePage, ModerationCasesQuery } from '../../../contract/moderation';
import type { PostKind } from '../../../contract/product-reviews';
import { authorColumns, authorOf, type AuthorRow } from '../product-sections/post-author';
import { afterCursor, decodeCursor, encodeCursor, type CursorPart } from '../product-sections/post-cursor';
import { isoOf } from '../product-sections/review-store';

interface CaseRow extends AuthorRow {
  case_id: string;
  post_id: string;
  comment_id: string | null;
  kind: PostKind;
  product_code: string;
  title: string;
  body: string;
  hidden_reason: HiddenReason | null;
  is_hidden_from_feed: boolean;
  flagged_words: string[];
  report_count: number;
  translation_error_count: number;
  opened_at: Date | string;
  resolution: 'allowed' | 'hidden' | 'hidden-from-feed' | null;
  resolved_by: string | null;
  resolved_at: Date | string | null;
  /** The list's order key: opened_at for open cases, resolved_at for decided ones. */
  sort_at: Date | string;
}

const caseOf = (row: CaseRow): ModerationCase => ({
  caseId: row.case_id,
  subject: row.comment_id
    ? { type: 'comment', commentId: row.comment_id, postId: row.post_id, productCode: row.product_code, text: row.body }
    : { type: 'post', postId: row.post_id, kind: row.kind, productCode: row.product_code, title: row.title, text: row.body },
  author: authorOf(row),
  flaggedWords: row.flagged_words,
  reportCount: row.report_count,
  translationErrorCount: row.translation_error_count,
  hiddenReason: row.hidden_reason,
  isHiddenFromFeed: row.is_hidden_from_feed,
  openedAt: isoOf(row.opened_at),
  resolution: row.resolution && row.resolved_by && row.resolved_at ? { outcome: row.resolution, by: row.resolved_by, at: isoOf(row.resolved_at) } : null,
});

const shape: CursorPart[] = ['timestamptz', 'uuid'];

/**
 * The moderators' queue: open cases oldest first (who waited longest comes first), or decided ones newest first, each
 * with the text it is about as written and its author; a `from` cursor pages on from the last one shown.
 */
export async function moderationCases(db: Queryable, query: ModerationCasesQuery): Promise<ModerationCasePage> {
  const isOpen = query.status === 'open';
  const sortAt = isOpen ? 'c.opened_at' : 'c.resolved_at';
  const state = isOpen ? 'c.resolved_at IS NULL' : 'c.resolved_at IS NOT NULL';
  const params: unknown[] = [];
  const after = afterCursor([sortAt, 'c.case_id'], shape, decodeCursor(query.from, shape), params, isOpen ? 'ascending' : 'descending');
  const direction = isOpen ? 'ASC' : 'DESC';
  const rows = await db.query<CaseRow>(
    `SELECT c.case_id, c.comment_id, c.flagged_words, c.report_count, c.translation_error_count, c.opened_at, c.resolution, c.resolved_by,
       c.resolved_at, ${sortAt} AS sort_at, p.post_id, p.kind, p.product_code, p.title,
       coalesce(m.body, p.body) AS body, coalesce(m.hidden_reason, p.hidden_reason) AS hidden_reason,
       m.comment_id IS NULL AND p.hidden_from_feed_at IS NOT NULL AS is_hidden_from_feed, ${authorColumns}
     FROM moderation_cases c
     LEFT JOIN comments m ON m.comment_id = c.comment_id
     JOIN posts p ON p.post_id = coalesce(c.post_id, m.post_id)
     JOIN profiles a ON a.profile_id = coalesce(m.profile_id, p.profile_id)
     WHERE ${state}${after}
     ORDER BY ${sortAt} ${direction}, c.case_id ${direction} LIMIT $${params.push(query.count + 1)}`,
    params,
  );
  const [total] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM moderation_cases c WHERE ${state}`);
  const shown = rows.slice(0, query.count);
  const last = shown.at(-1);
  return {
    items: shown.map(caseOf),
    nextFrom: rows.length > query.count && last ? encodeCursor([isoOf(last.sort_at), last.case_id]) : null,
    totalCount: total?.n ?? 0,
  };
}
