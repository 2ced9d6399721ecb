import type { Database, Queryable } from '@storefront/platform/server';
import type { UnnamedPost } from '../catalog/with-products';
import type { PostAuthor, PostPage } from '../../../contract/product-reviews';
import { hashtagParams } from '../../../contract/hashtag-page';
import type { FeedEntry } from '../../../contract/social-feed';
import type { SocialSearchHashtag, SocialSearchProfile, SocialSearchProfilePage } from '../../../contract/social-search';
import { authoredPage, newestAuthoredRows, type PostSource } from '../feed/feed-store';
import { normalHashtag } from '../hashtags/hashtags-in';
import { decodeCursor, encodeCursor } from '../product-sections/post-cursor';
import { authorColumns, authorOf, type AuthorRow } from '../product-sections/post-author';

/** At most this many words of a search text count; the rest are left out. */
const maxWords = 8;

/**
 * The words of a search text, lowercase: runs of letters, digits and marks ('#läppstift' and '@anna.b' give
 * 'läppstift', and 'anna' and 'b'). Nothing else reaches the query, so no text can change its syntax.
 */
export function searchWords(text: string): string[] {
  return (text.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).slice(0, maxWords);
}

/** Every word as the start of a word (`lip:* & mat:*`), for `to_tsquery('simple', …)`. */
const prefixQuery = (words: readonly string[]): string => words.map((word) => `${word}:*`).join(' & ');

/**
 * A post's words and a profile's, exactly as the indexes of migration 007 have them (the planner uses an expression
 * index only for the same expression). The 'simple' configuration: no language's stemming, as posts are written in
 * the eight markets' languages; an alias's dots, hyphens and underscores part its words.
 */
const postWords = "to_tsvector('simple', p.title || ' ' || p.body)";
const profileWords = "to_tsvector('simple', a.display_name || ' ' || translate(a.alias, '._-', '   '))";

const emptyPage = { items: [], nextFrom: null, totalCount: 0 };
const noPostsFound: FoundPostsPage = { ...emptyPage, totalCountIsLowerBound: false };

/** Profiles found: the one whose alias is the text ($2, without its '@') first, then by name. */
const profileOrder = 'lower(a.alias) = lower($2) DESC, lower(a.display_name), a.profile_id';

/** Posts found are counted up to this many; beyond, the count says "at least". */
export const postsCountedUpTo = 1000;

/** A page of posts found, with how many match (at least that many when `totalCountIsLowerBound`). */
export type FoundPostsPage = PostPage<UnnamedPost<FeedEntry>> & { totalCountIsLowerBound: boolean };

/**
 * Visible in feeds (`inFeeds`), written so that the planner cannot match it to a partial index's predicate: with it, the
 * words index is the only one a bitmap scan of the matches can use.
 */
const shownInFeeds = 'coalesce(p.hidden_at, p.hidden_from_feed_at) IS NULL';

/**
 * One page of the posts whose title or text has every word, newest first, with their writers (not their products).
 *
 * PostgreSQL cannot tell how many posts a word's start matches ('lip:*' is estimated as 2 % of them, whatever it is),
 * so this does not leave it the choice. The matches are found first, up to `postsCountedUpTo` and one more, through the
 * words index alone: a bitmap scan, whose cost is the matches' and never the table's (the only scan left to it). Up to
 * that many, the page is made of them; with more, the newest-first index is walked and its posts tested until the page
 * is full, which takes few steps when so many match. Left to itself the planner walked that index for a rare word too,
 * testing every post (450 ms for 43,000 posts on the embedded database), or scanned all the visible posts' index and
 * tested each (seconds at 100,000, once the statistics changed), and sorted all the matches of two common words.
 */
export async function searchPosts(db: Database, words: readonly string[], from: string | undefined, count: number): Promise<FoundPostsPage> {
  if (words.length === 0) return noPostsFound;
  const match = `${postWords} @@ to_tsquery('simple', $1)`;
  const query = prefixQuery(words);
  return db.transaction(async (tx) => {
    // Each setting lasts until the transaction ends.
    await tx.query('SET LOCAL enable_seqscan = off');
    await tx.query('SET LOCAL enable_indexscan = off');
    const found = await tx.query<{ post_id: string }>(`SELECT p.post_id FROM posts p WHERE ${match} AND ${shownInFeeds} LIMIT ${postsCountedUpTo + 1}`, [query]);
    if (found.length === 0) return noPostsFound;
    const many = found.length > postsCountedUpTo;
    await tx.query('SET LOCAL enable_indexscan = on');
    if (many) await tx.query('SET LOCAL enable_bitmapscan = off');
    else await tx.query('SET LOCAL enable_seqscan = on');
    const source: PostSource = many
      ? { tables: 'posts p', where: match, params: [query] }
      : { tables: 'posts p', where: 'p.post_id = ANY($1::uuid[])', params: [found.map((row) => row.post_id)] };
    const rows = await newestAuthoredRows(tx, source, from, count);
    return { ...authoredPage(rows, count, Math.min(found.length, postsCountedUpTo)), totalCountIsLowerBound: many };
  });
}

interface ProfileHitRow extends AuthorRow {
  follower_count: number;
  post_count: number;
  total: number;
}

/**
 * One page of the profiles whose name or alias has every word: the one whose alias is the text first, then by name.
 * Their follower and post counts are counted for the page's profiles alone. Paged by position (a search's order is
 * not a lasting one, and its lists are short).
 */
export async function searchProfiles(db: Queryable, text: string, words: readonly string[], from: string | undefined, count: number): Promise<SocialSearchProfilePage> {
  if (words.length === 0) return emptyPage;
  const [start] = (decodeCursor(from, ['int']) ?? [0]) as [number];
  const rows = await db.query<ProfileHitRow>(
    `SELECT ${authorColumns}, a.total,
       (SELECT count(*) FROM profile_follows f WHERE f.followed_id = a.profile_id)::int AS follower_count,
       (SELECT count(*) FROM posts p WHERE p.profile_id = a.profile_id AND p.hidden_at IS NULL)::int AS post_count
     FROM (
       SELECT a.profile_id, a.alias, a.display_name, a.profile_image_id, count(*) OVER ()::int AS total
       FROM profiles a
       WHERE ${profileWords} @@ to_tsquery('simple', $1)
       ORDER BY ${profileOrder}
       OFFSET $3 LIMIT $4
     ) a
     ORDER BY ${profileOrder}`,
    [prefixQuery(words), text.replace(/^@/, ''), start, count],
  );
  const totalCount = rows[0]?.total ?? 0;
  const items = rows.map(
    (row): SocialSearchProfile => ({
      ...authorOf(row),
      followerCount: row.follower_count,
      postCount: row.post_count,
    }),
  );
  return { items, nextFrom: start + items.length < totalCount ? encodeCursor([start + items.length]) : null, totalCount };
}

/** The first profiles of a search's order, as the quick search offers them: no counts, so nothing counts all matches. */
export async function completingProfiles(db: Queryable, text: string, words: readonly string[], count: number): Promise<PostAuthor[]> {
  if (words.length === 0) return [];
  const rows = await db.query<AuthorRow>(
    `SELECT ${authorColumns} FROM profiles a
     WHERE ${profileWords} @@ to_tsquery('simple', $1)
     ORDER BY ${profileOrder} LIMIT $3`,
    [prefixQuery(words), text.replace(/^@/, ''), count],
  );
  return rows.map(authorOf);
}

/** A hashtag's posts are counted up to this many; beyond, the count says "at least". */
export const hashtagPostsCountedUpTo = 1000;
/** The hashtags starting with a text that are weighed against each other (in the index's order), at most. */
const maxHashtagCandidates = 50;

/**
 * The hashtags that start with the text (without its '#'), those on most posts first. A text that could not be a
 * hashtag (two words, say) finds none. The index is read in steps, one hashtag each (the first after the last found,
 * as its text_pattern_ops order has them), and each found one's posts counted from the index alone, up to
 * `hashtagPostsCountedUpTo`: 'synth' no longer counts all 100,000 posts of #synthetic (80 ms) to offer it. The count is
 * of the posts that carry it; its page leaves out those a moderator hid.
 */
export async function searchHashtags(db: Queryable, text: string, count: number): Promise<SocialSearchHashtag[]> {
  const start = normalHashtag(text.trim().replace(/^#/, ''));
  if (!hashtagParams.shape.hashtag.safeParse(start).success) return [];
  const rows = await db.query<{ hashtag: string; post_count: number }>(
    `WITH RECURSIVE found (hashtag) AS (
       (SELECT hashtag FROM post_hashtags WHERE hashtag LIKE $1 ESCAPE '\\' ORDER BY hashtag USING ~<~ LIMIT 1)
       UNION ALL
       SELECT (SELECT h.hashtag FROM post_hashtags h WHERE h.hashtag LIKE $1 ESCAPE '\\' AND h.hashtag ~>~ found.hashtag
               ORDER BY h.hashtag USING ~<~ LIMIT 1)
       FROM found WHERE found.hashtag IS NOT NULL
     )
     SELECT hashtag, (SELECT count(*) FROM (SELECT 1 FROM post_hashtags x WHERE x.hashtag = found.hashtag LIMIT $3) posts)::int AS post_count
     FROM (SELECT hashtag FROM found WHERE hashtag IS NOT NULL LIMIT $4) found
     ORDER BY post_count DESC, hashtag LIMIT $2`,
    [`${start.replace(/_/g, '\\_')}%`, count, hashtagPostsCountedUpTo + 1, maxHashtagCandidates],
  );
  return rows.map((row) => ({
    hashtag: row.hashtag,
    postCount: Math.min(row.post_count, hashtagPostsCountedUpTo),
    postCountIsLowerBound: row.post_count > hashtagPostsCountedUpTo,
  }));
}
