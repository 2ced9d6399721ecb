import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database, Queryable } from '@storefront/platform/server';
import { recountReviews } from '../summaries/review-summary-store';
import { recordHashtags } from '../hashtags/hashtag-store';

/** How much synthetic social data to make (`npm run social:import -- --synthetic`). */
export interface SyntheticSize {
  profiles: number;
  posts: number;
}

export interface SyntheticAnswer extends SyntheticSize {
  follows: number;
  comments: number;
  helpfulMarks: number;
  products: number;
}

/** Each profile follows this many others; every 4th post has 2 comments; every 5th review 3 helpful marks. */
export const followsPerProfile = 20;
/** Rows written per transaction: the embedded database answers shoppers between them. */
const rowsAChunk = 5_000;

/**
 * The same ids on every run (and every machine): a second run finds what the first made and adds nothing. An md5 with
 * the version (4) and variant (8) digits of a random uuid, as the routes' uuid check takes it.
 */
const id = (kind: string, n: string) => `overlay(overlay(md5('synthetic:${kind}:' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
const profileNumber = (expression: string, profiles: number) => `(1 + ((${expression}) % ${profiles}))`;

async function inChunks(count: number, write: (from: number, to: number) => Promise<unknown>): Promise<void> {
  for (let from = 1; from <= count; from += rowsAChunk) {
    await write(from, Math.min(count, from + rowsAChunk - 1));
    // The server answers what waited while the chunk was written.
    await nextTurn();
  }
}

const countOf = async (db: Queryable, sql: string): Promise<number> => (await db.query<{ n: number }>(sql))[0]?.n ?? 0;

/**
 * Synthetic members for scale figures: `profiles` profiles of members `synthetic-member-<n>` (no account of the shop,
 * so nobody is mailed or notified), each following 20 others; `posts` reviews and questions spread over them, newest
 * a few minutes ago and one every 3 minutes before, about the products Social already has reviews of, each under
 * #synthetic and one of a hundred #shade hashtags, with comments and helpful marks counted on them. Deterministic, in
 * chunks of 5,000 rows, and written beside what is there: a run again adds nothing. The products' review summaries are
 * counted again at the end, so the catalog hears of them, and the tables analyzed.
 */
export async function generateSyntheticSocial(db: Database, size: SyntheticSize): Promise<SyntheticAnswer | 'noProducts'> {
  const codes = (await db.query<{ product_code: string }>("SELECT DISTINCT product_code FROM posts WHERE source_key IS NOT NULL ORDER BY product_code")).map(
    (row) => row.product_code,
  );
  if (codes.length === 0) return 'noProducts';
  const { profiles, posts } = size;

  await inChunks(profiles, (from, to) =>
    db.query(
      `INSERT INTO profiles (profile_id, member_id, alias, display_name, description, created_at)
       SELECT ${id('profile', 'n')}, 'synthetic-member-' || n, 'synthetic-' || n, 'Synthetic Member ' || n, 'Made for scale figures.', now() - interval '400 days'
       FROM generate_series($1::int, $2::int) n ON CONFLICT DO NOTHING`,
      [from, to],
    ),
  );
  // 20 follows a profile, of profiles spread over all of them (multipliers prime to any count of profiles here).
  await inChunks(profiles * followsPerProfile, (from, to) =>
    db.query(
      `INSERT INTO profile_follows (follower_id, followed_id, created_at)
       SELECT ${id('profile', `${profileNumber('(f - 1) / 20', profiles)}::text`)}, ${id('profile', `${profileNumber('f::bigint * 7919 + (f - 1) / 20', profiles)}::text`)},
              now() - interval '300 days' + f * interval '1 second'
       FROM generate_series($1::int, $2::int) f
       WHERE ${profileNumber('(f - 1) / 20', profiles)} <> ${profileNumber('f::bigint * 7919 + (f - 1) / 20', profiles)}
       ON CONFLICT DO NOTHING`,
      [from, to],
    ),
  );
  // Post n is by profile n mod profiles, its k-th (k = n / profiles), about product (profile + 7k) mod products: a review
  // of a product the profile reviewed already is left out (one review per member and product).
  await inChunks(posts, (from, to) =>
    db.transaction(async (tx) => {
      const written = await tx.query<{ post_id: string }>(
        `INSERT INTO posts (post_id, kind, profile_id, product_code, stars, title, body, helpful_count, comment_count, created_at)
         SELECT ${id('post', 'n::text')}, CASE WHEN n % 3 = 0 THEN 'question' ELSE 'review' END, ${id('profile', `${profileNumber('n', profiles)}::text`)},
                ($3::text[])[1 + (n % $5 + n / $5 * 7) % $4], CASE WHEN n % 3 = 0 THEN NULL ELSE 1 + n % 5 END,
                CASE WHEN n % 3 = 0 THEN '' ELSE 'Synthetic review ' || n END,
                CASE WHEN n % 3 = 0 THEN 'Does synthetic product ' || n || ' suit dry skin?' ELSE 'Synthetic review number ' || n || ', long enough to read.' END
                  || ' #synthetic #shade' || n % 100,
                CASE WHEN n % 3 <> 0 AND n % 5 = 0 THEN 3 ELSE 0 END, CASE WHEN n % 4 = 0 THEN 2 ELSE 0 END,
                date_trunc('second', now()) - n * interval '3 minutes'
         FROM generate_series($1::int, $2::int) n ON CONFLICT DO NOTHING RETURNING post_id`,
        [from, to, codes, codes.length, profiles],
      );
      await recordHashtags(tx, written.map((row) => row.post_id));
      await tx.query(
        `INSERT INTO comments (comment_id, post_id, profile_id, body, created_at)
         SELECT ${id('comment', "n || ':' || c")}, ${id('post', 'n::text')}, ${id('profile', `${profileNumber('n + c * 104729', profiles)}::text`)},
                'Synthetic comment ' || c || ' on post ' || n, date_trunc('second', now()) - n * interval '3 minutes' + c * interval '1 minute'
         FROM generate_series($1::int, $2::int) n, generate_series(1, 2) c
         WHERE n % 4 = 0 AND EXISTS (SELECT 1 FROM posts p WHERE p.post_id = ${id('post', 'n::text')})
         ON CONFLICT DO NOTHING`,
        [from, to],
      );
      await tx.query(
        `INSERT INTO post_reactions (post_id, member_id, type)
         SELECT ${id('post', 'n::text')}, 'synthetic-member-' || ${profileNumber('n + m * 15485863', profiles)}, 'helpful'
         FROM generate_series($1::int, $2::int) n, generate_series(1, 3) m
         WHERE n % 3 <> 0 AND n % 5 = 0 AND EXISTS (SELECT 1 FROM posts p WHERE p.post_id = ${id('post', 'n::text')})
         ON CONFLICT DO NOTHING`,
        [from, to],
      );
    }),
  );
  await db.transaction((tx) => recountReviews(tx, codes));
  // The planner's statistics of what grew (the embedded database runs no autovacuum): without them, a feed's join
  // was planned for the empty tables and took seconds.
  await db.exec('ANALYZE profiles, profile_follows, posts, comments, post_reactions, post_hashtags');

  return {
    profiles: await countOf(db, "SELECT count(*)::int AS n FROM profiles WHERE member_id LIKE 'synthetic-member-%'"),
    posts: await countOf(db, "SELECT count(*)::int AS n FROM posts p JOIN profiles a USING (profile_id) WHERE a.member_id LIKE 'synthetic-member-%'"),
    follows: await countOf(db, "SELECT count(*)::int AS n FROM profile_follows f JOIN profiles a ON a.profile_id = f.follower_id WHERE a.member_id LIKE 'synthetic-member-%'"),
    comments: await countOf(db, "SELECT count(*)::int AS n FROM comments c JOIN profiles a USING (profile_id) WHERE a.member_id LIKE 'synthetic-member-%'"),
    helpfulMarks: await countOf(db, "SELECT count(*)::int AS n FROM post_reactions WHERE member_id LIKE 'synthetic-member-%'"),
    products: codes.length,
  };
}
