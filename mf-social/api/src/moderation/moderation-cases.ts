import { randomUUID } from 'node:crypto';
import type { Queryable } from '@storefront/platform/server';
import { reportsThatHold, type ReportReason } from '../../../contract/moderation';
import { isPost, setVisibility, type Subject, type VisibilityChange } from './visibility';

const subjectColumn = (subject: Subject) => (isPost(subject) ? 'post_id' : 'comment_id');
const subjectId = (subject: Subject) => (isPost(subject) ? subject.postId : subject.commentId);

/** The one open case of a post or comment, made when there is none, with the words the filter found added to it. */
async function openCase(tx: Queryable, subject: Subject, flaggedWords: readonly string[] = []): Promise<string> {
  const column = subjectColumn(subject);
  const [row] = await tx.query<{ case_id: string }>(
    `INSERT INTO moderation_cases (case_id, ${column}, flagged_words) VALUES ($1, $2, $3::text[])
     ON CONFLICT (${column}) WHERE resolved_at IS NULL AND ${column} IS NOT NULL
     DO UPDATE SET flagged_words = ARRAY(SELECT DISTINCT unnest(moderation_cases.flagged_words || excluded.flagged_words))
     RETURNING case_id`,
    [randomUUID(), subjectId(subject), flaggedWords],
  );
  return row!.case_id;
}

/** A post or comment the word filter held as it was written: a case for the moderators, naming the words. */
export const openWordFilterCase = (tx: Queryable, subject: Subject, flaggedWords: readonly string[]) => openCase(tx, subject, flaggedWords);

export type ReportKind = 'report' | 'translation-error';

export interface ReportOutcome {
  /** This member's first report of its kind about the thing (a repeat changes nothing). */
  isNew: boolean;
  /** What holding the thing for the moderators changed, when this report was the one that held it. */
  held: VisibilityChange | null;
}

/**
 * Files the member's report in the caller's transaction: once per member, kind and thing. A first report opens or adds
 * to the thing's open case; the `reportsThatHold`-th report of one case takes a visible thing out of sight until a
 * moderator decides. A translation error only informs: it never hides. Null when the thing is not there or not shown.
 */
export async function fileReport(
  tx: Queryable,
  subject: Subject,
  memberId: string,
  kind: ReportKind,
  reason: ReportReason | 'translation',
): Promise<ReportOutcome | null> {
  const column = subjectColumn(subject);
  // A comment is reported where it shows: under its visible post.
  const visible = isPost(subject)
    ? 'SELECT 1 FROM posts WHERE post_id = $1 AND hidden_at IS NULL'
    : `SELECT 1 FROM comments m JOIN posts p ON p.post_id = m.post_id
       WHERE m.comment_id = $1 AND m.hidden_at IS NULL AND p.hidden_at IS NULL${subject.underPost ? ' AND p.post_id = $2' : ''}`;
  const visibleParams = isPost(subject) || !subject.underPost ? [subjectId(subject)] : [subject.commentId, subject.underPost];
  if ((await tx.query(visible, visibleParams)).length === 0) return null;
  const filed = await tx.query(
    `INSERT INTO reports (report_id, ${column}, member_id, kind, reason) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (${column}, member_id, kind) WHERE ${column} IS NOT NULL DO NOTHING RETURNING report_id`,
    [randomUUID(), subjectId(subject), memberId, kind, reason],
  );
  if (filed.length === 0) return { isNew: false, held: null };
  const caseId = await openCase(tx, subject);
  const counter = kind === 'report' ? 'report_count' : 'translation_error_count';
  const [counted] = await tx.query<{ report_count: number }>(
    `UPDATE moderation_cases SET ${counter} = ${counter} + 1 WHERE case_id = $1 RETURNING report_count`,
    [caseId],
  );
  if (kind !== 'report' || counted!.report_count !== reportsThatHold) return { isNew: true, held: null };
  // Still shown: a moderator may have hidden it since the check above.
  const stillShown = (await tx.query(visible, visibleParams)).length > 0;
  return { isNew: true, held: stillShown ? await setVisibility(tx, subject, 'reports') : null };
}
