import { ResponseError, type Queryable } from '@storefront/platform/server';
import { postingLimits } from '../../../contract/moderation';

export type PostingKind = keyof typeof postingLimits;

/** How many of each kind a member may write within how many seconds. */
export type PostingLimits = Record<PostingKind, { count: number; perSeconds: number }>;

/** The shop's own limits (the contract's). */
export const shopPostingLimits: PostingLimits = postingLimits;

/** 429 `posting_limit` with Retry-After: the member wrote the kind's limit within its window. */
function postingLimitReached(retryAfterSeconds: number): ResponseError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const message = `You have written a lot in a short while. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return new ResponseError(429, 'posting_limit', message, undefined, retryAfterSeconds);
}

/** Where each kind is counted: the rows a writer made within the window. */
const counted: Record<PostingKind, { table: string; writer: string }> = {
  posts: { table: 'posts', writer: 'profile_id' },
  comments: { table: 'comments', writer: 'profile_id' },
  reports: { table: 'reports', writer: 'member_id' },
  images: { table: 'images', writer: 'profile_id' },
  stories: { table: 'stories', writer: 'profile_id' },
  messages: { table: 'direct_messages', writer: 'profile_id' },
  invitations: { table: 'conversations', writer: 'invited_by' },
};

/**
 * Inside the writing transaction, before the write: takes the writer's lock for the kind (held until the commit, so
 * the writer's simultaneous requests count one after another, and none slips past the limit), counts what they wrote
 * within the window, and throws a 429 `posting_limit` (with Retry-After) when they are at `limits`' count for the kind. `writer` is a profile id for posts,
 * comments, images, stories, messages and invitations, a member id for reports.
 */
export async function claimPostingRoom(tx: Queryable, limits: PostingLimits, kind: PostingKind, writer: string): Promise<void> {
  const { count, perSeconds } = limits[kind];
  const { table, writer: column } = counted[kind];
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`social:${kind}:${writer}`]);
  const [used] = await tx.query<{ n: number; oldest: Date | string | null }>(
    `SELECT count(*)::int AS n, min(created_at) AS oldest FROM ${table}
     WHERE ${column} = $1 AND created_at > clock_timestamp() - make_interval(secs => $2)`,
    [writer, perSeconds],
  );
  if (used!.n < count) return;
  const oldest = new Date(used!.oldest!).getTime();
  throw postingLimitReached(Math.max(1, Math.ceil((oldest + perSeconds * 1000 - Date.now()) / 1000)));
}
