import type { Database } from '@storefront/platform/server';
import { skinTones, skinTypes } from '../../../contract/product-reviews';
import { recountReviews } from '../summaries/review-summary-store';
import type { ImportedReview, ReviewImportAnswer } from './review-import-request';
import { recordHashtags } from '../hashtags/hashtag-store';

const known = <T extends string>(values: readonly T[], value: string | null): T | null => (values as readonly string[]).includes(value ?? '') ? (value as T) : null;

/** An imported author's profile: named by the feed's key, since feeds carry no names. */
const authorProfile = (source: string, authorKey: string) => ({
  source_key: `${source}:${authorKey}`,
  alias: `${source}-${authorKey}`,
  display_name: `Reviewer ${authorKey.slice(-4)}`,
});

/**
 * Writes a chunk of imported reviews (their products already found in the catalog: `codes` by product key) in one
 * transaction: their authors' profiles, the reviews (a row seen before is updated only if it changed), and the
 * touched products' summaries. A second review by one author of one product is reported and skipped.
 */
export async function writeImportedReviews(db: Database, source: string, rows: ImportedReview[], codes: Map<string, string>): Promise<ReviewImportAnswer> {
  const answer: ReviewImportAnswer = { inserted: 0, updated: 0, unchanged: 0, failures: [] };
  const found = rows.filter((row) => {
    if (codes.has(row.productKey)) return true;
    answer.failures.push({ line: row.line, reason: `product ${row.productKey} is not in the catalog (import the product feed first)` });
    return false;
  });
  if (found.length === 0) return answer;
  return db.transaction(async (tx) => {
    const authors = [...new Map(found.map((row) => [row.authorKey, authorProfile(source, row.authorKey)])).values()];
    await tx.query(
      `INSERT INTO profiles (profile_id, source_key, alias, display_name)
       SELECT gen_random_uuid(), source_key, alias, display_name FROM json_to_recordset($1::json) AS t (source_key text, alias text, display_name text)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(authors)],
    );
    const profiles = new Map(
      (
        await tx.query<{ source_key: string; profile_id: string }>('SELECT source_key, profile_id FROM profiles WHERE source_key = ANY($1::text[])', [
          authors.map((author) => author.source_key),
        ])
      ).map((row) => [row.source_key, row.profile_id]),
    );
    // Which review each author already has of each product, and from which row: one review per author per product.
    const held = new Map(
      (
        await tx.query<{ profile_id: string; product_code: string; source_key: string | null }>(
          `SELECT profile_id, product_code, source_key FROM posts WHERE kind = 'review' AND profile_id = ANY($1::uuid[])`,
          [[...profiles.values()]],
        )
      ).map((row) => [`${row.profile_id} ${row.product_code}`, row.source_key]),
    );
    const reviews = [];
    for (const row of found) {
      const profileId = profiles.get(`${source}:${row.authorKey}`);
      const code = codes.get(row.productKey)!;
      const sourceKey = `${source}-reviews:${row.rowKey}`;
      if (!profileId) {
        answer.failures.push({ line: row.line, reason: `the alias of author ${row.authorKey} is taken by a member` });
        continue;
      }
      const holder = held.get(`${profileId} ${code}`);
      if (holder !== undefined && holder !== sourceKey) {
        answer.failures.push({ line: row.line, reason: `author ${row.authorKey} has reviewed product ${row.productKey} already (one review per author)` });
        continue;
      }
      held.set(`${profileId} ${code}`, sourceKey);
      reviews.push({
        source_key: sourceKey,
        profile_id: profileId,
        product_code: code,
        stars: row.stars,
        title: row.title.trim(),
        body: row.text,
        skin_type: known(skinTypes, row.skinType),
        skin_tone: known(skinTones, row.skinTone),
        is_recommended: row.isRecommended,
        helpful_count: row.helpfulCount,
        created_at: `${row.submittedOn}T12:00:00Z`,
      });
    }
    if (reviews.length === 0) return answer;
    const written = await tx.query<{ post_id: string; inserted: boolean }>(
      `INSERT INTO posts (post_id, kind, source_key, profile_id, product_code, stars, title, body, skin_type, skin_tone, is_recommended, helpful_count, created_at)
       SELECT gen_random_uuid(), 'review', source_key, profile_id, product_code, stars, title, body, skin_type, skin_tone, is_recommended, helpful_count, created_at
       FROM json_to_recordset($1::json) AS t (source_key text, profile_id uuid, product_code text, stars smallint, title text, body text,
         skin_type text, skin_tone text, is_recommended boolean, helpful_count int, created_at timestamptz)
       ON CONFLICT (source_key) DO UPDATE SET stars = EXCLUDED.stars, title = EXCLUDED.title, body = EXCLUDED.body, skin_type = EXCLUDED.skin_type,
         skin_tone = EXCLUDED.skin_tone, is_recommended = EXCLUDED.is_recommended, created_at = EXCLUDED.created_at
       WHERE (posts.stars, posts.title, posts.body, posts.skin_type, posts.skin_tone, posts.is_recommended, posts.created_at)
         IS DISTINCT FROM (EXCLUDED.stars, EXCLUDED.title, EXCLUDED.body, EXCLUDED.skin_type, EXCLUDED.skin_tone, EXCLUDED.is_recommended, EXCLUDED.created_at)
       RETURNING post_id, (xmax = 0) AS inserted`,
      [JSON.stringify(reviews)],
    );
    answer.inserted = written.filter((row) => row.inserted).length;
    answer.updated = written.length - answer.inserted;
    answer.unchanged = reviews.length - written.length;
    await recordHashtags(tx, written.map((row) => row.post_id));
    if (written.length > 0) await recountReviews(tx, reviews.map((review) => review.product_code));
    return answer;
  });
}
