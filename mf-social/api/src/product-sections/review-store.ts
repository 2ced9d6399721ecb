import type { Queryable } from '@storefront/platform/server';
import type { Reader } from '../acting/acting-profile';
import type { HiddenReason } from '../../../contract/moderation';
import type { MyReviewState, PostPage, ProductReview, ReviewSort, ReviewSummary, SkinTone, SkinType, StarCounts } from '../../../contract/product-reviews';
import { postHashtagsColumn } from '../hashtags/hashtag-columns';
import { postMentionsColumn } from '../mentions/mention-store';
import { authorColumns, authorOf, type AuthorRow } from './post-author';
import { afterCursor, decodeCursor, encodeCursor, type CursorPart } from './post-cursor';

/**
 * Each sort as one descending row comparison, so a page is a range of an index: the sort's lead (none for newest),
 * then newest first among equals, then post_id so that no two reviews tie. Lowest rating first is the negated stars.
 */
const leadOf: Record<ReviewSort, string | null> = {
  newest: null,
  'most-helpful': 'p.helpful_count',
  'highest-rating': 'p.stars',
  'lowest-rating': '(-p.stars)',
};

interface ReviewRow extends AuthorRow {
  post_id: string;
  stars: number;
  title: string;
  body: string;
  skin_type: string | null;
  skin_tone: string | null;
  is_recommended: boolean | null;
  helpful_count: number;
  comment_count: number;
  created_at: Date | string;
  edited_at: Date | string | null;
  hashtags: string[];
  mentions: string[];
  lead: number | null;
  marked_helpful: boolean;
  is_own: boolean;
}

export const reviewColumns = `p.post_id, p.stars, p.title, p.body, p.skin_type, p.skin_tone, p.is_recommended, p.helpful_count, p.comment_count, p.created_at, p.edited_at, ${authorColumns},
  ${postHashtagsColumn}, ${postMentionsColumn}`;

/** Columns that depend on who reads: `$2` is the reader's member id or null (their marks), `$3` the profile they act as. */
const readerColumns = `EXISTS (SELECT 1 FROM post_reactions r WHERE r.post_id = p.post_id AND r.member_id = $2 AND r.type = 'helpful') AS marked_helpful,
  coalesce(p.profile_id = $3::uuid, false) AS is_own`;

export const isoOf = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : isoOf(value));

export function reviewOf(row: Omit<ReviewRow, 'lead'>): ProductReview {
  return {
    postId: row.post_id,
    author: authorOf(row),
    stars: row.stars as ProductReview['stars'],
    title: row.title,
    text: row.body,
    hashtags: row.hashtags,
    mentions: row.mentions,
    skinType: row.skin_type as SkinType | null,
    skinTone: row.skin_tone as SkinTone | null,
    isRecommended: row.is_recommended,
    helpfulCount: row.helpful_count,
    markedHelpful: row.marked_helpful,
    isOwn: row.is_own,
    commentCount: row.comment_count,
    createdAt: isoOf(row.created_at),
    editedAt: isoOrNull(row.edited_at),
  };
}

export interface ReviewPageQuery {
  code: string;
  reader: Reader;
  sort: ReviewSort;
  stars?: number | undefined;
  from?: string | undefined;
  count: number;
}

const visibleReviews = `p.product_code = $1 AND p.kind = 'review' AND p.hidden_at IS NULL`;

/** The star filter as SQL with its parameter numbered `at`, or nothing. */
const starsFilter = (stars: number | undefined, at: number) => (stars === undefined ? { sql: '', params: [] } : { sql: ` AND p.stars = $${at}`, params: [stars] });

/** One page of a product's visible reviews in the asked order, with how many match in all. */
export async function reviewPage(db: Queryable, query: ReviewPageQuery): Promise<PostPage<ProductReview>> {
  const lead = leadOf[query.sort];
  const shape: CursorPart[] = [...(lead ? (['int'] as const) : []), 'timestamptz', 'uuid'];
  const cursor = decodeCursor(query.from, shape);
  const stars = starsFilter(query.stars, 4);
  const params: unknown[] = [query.code, query.reader.memberId, query.reader.profileId, ...stars.params];
  const after = afterCursor([...(lead ? [lead] : []), 'p.created_at', 'p.post_id'], shape, cursor, params);
  const limit = `$${params.push(query.count + 1)}`;
  const order = [...(lead ? [`${lead} DESC`] : []), 'p.created_at DESC', 'p.post_id DESC'].join(', ');
  const rows = await db.query<ReviewRow>(
    `SELECT ${reviewColumns}, ${lead ?? 'NULL::int'} AS lead, ${readerColumns}
     FROM posts p JOIN profiles a ON a.profile_id = p.profile_id
     WHERE ${visibleReviews}${stars.sql}${after}
     ORDER BY ${order} LIMIT ${limit}`,
    params,
  );
  const counted = starsFilter(query.stars, 2);
  const [total] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM posts p WHERE ${visibleReviews}${counted.sql}`, [
    query.code,
    ...counted.params,
  ]);
  const shown = rows.slice(0, query.count);
  const last = shown.at(-1);
  const nextFrom =
    rows.length > query.count && last ? encodeCursor([...(lead ? [Number(last.lead)] : []), isoOf(last.created_at), last.post_id]) : null;
  return { items: shown.map(reviewOf), nextFrom, totalCount: total?.total ?? 0 };
}

/** The product's visible reviews summed up: average, count, how many gave each number of stars, who recommends it. */
export async function reviewSummary(db: Queryable, code: string): Promise<ReviewSummary> {
  const rows = await db.query<{ stars: number; reviews: number; recommending: number; saying: number }>(
    `SELECT stars, count(*)::int AS reviews, count(*) FILTER (WHERE is_recommended)::int AS recommending, count(is_recommended)::int AS saying
     FROM posts WHERE product_code = $1 AND kind = 'review' AND hidden_at IS NULL GROUP BY stars`,
    [code],
  );
  const starCounts: StarCounts = [0, 0, 0, 0, 0];
  let recommending = 0;
  let saying = 0;
  for (const row of rows) {
    starCounts[row.stars - 1] = row.reviews;
    recommending += row.recommending;
    saying += row.saying;
  }
  const count = starCounts.reduce((sum, n) => sum + n, 0);
  const starSum = starCounts.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return {
    average: count === 0 ? null : Math.round((starSum / count) * 10) / 10,
    count,
    starCounts,
    recommendedPercent: saying === 0 ? null : Math.round((recommending / saying) * 100),
  };
}

/** The post id of the profile's review of the product, if it wrote one. */
export async function readerReview(db: Queryable, code: string, profileId: string | null): Promise<{ postId: string; state: MyReviewState } | null> {
  if (!profileId) return null;
  const [row] = await db.query<{ post_id: string; hidden_reason: HiddenReason | null }>(
    `SELECT p.post_id, p.hidden_reason FROM posts p WHERE p.product_code = $1 AND p.kind = 'review' AND p.profile_id = $2`,
    [code, profileId],
  );
  if (!row) return null;
  const state: MyReviewState = row.hidden_reason === null ? 'shown' : row.hidden_reason === 'moderator' ? 'not-published' : 'awaiting-moderation';
  return { postId: row.post_id, state };
}
