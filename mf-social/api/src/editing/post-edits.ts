import type { Database, Queryable } from '@storefront/platform/server';
import type { EditedPost, UpdatePostRequest } from '../../../contract/post-edits';
import type { PostKind, SkinTone, SkinType } from '../../../contract/product-reviews';
import { recordHashtags } from '../hashtags/hashtag-store';
import { postHashtagsColumn } from '../hashtags/hashtag-columns';
import { postMentionsColumn, recordMentions } from '../mentions/mention-store';
import { openWordFilterCase } from '../moderation/moderation-cases';
import { setPostVisibility } from '../moderation/visibility';
import { flaggedWordsIn } from '../moderation/word-filter';
import type { Written } from '../posts/post-store';
import { isoOf } from '../product-sections/review-store';
import { recountReviews } from '../summaries/review-summary-store';

/** A post of the profile's own: what it is, and the product it is about. */
export interface OwnPost {
  kind: PostKind;
  productCode: string;
}

/** The profile's post `postId`, or null when it is not there or not theirs. */
export async function ownPostOf(db: Queryable, profileId: string, postId: string): Promise<OwnPost | null> {
  const [row] = await db.query<{ kind: PostKind; product_code: string }>('SELECT kind, product_code FROM posts WHERE post_id = $1 AND profile_id = $2', [
    postId,
    profileId,
  ]);
  return row ? { kind: row.kind, productCode: row.product_code } : null;
}

/** What an edit did: the post as it is now, held or not, and whether the product's review summary changed. */
export interface PostEdit extends Written<EditedPost> {
  reviewsChanged: boolean;
}

interface EditedRow {
  post_id: string;
  stars: number | null;
  title: string;
  body: string;
  skin_type: string | null;
  skin_tone: string | null;
  is_recommended: boolean | null;
  edited_at: Date | string;
  hashtags: string[];
  mentions: string[];
}

const editedPostOf = (row: EditedRow): EditedPost => ({
  postId: row.post_id,
  stars: row.stars as EditedPost['stars'],
  title: row.title,
  text: row.body,
  skinType: row.skin_type as SkinType | null,
  skinTone: row.skin_tone as SkinTone | null,
  isRecommended: row.is_recommended,
  hashtags: row.hashtags,
  mentions: row.mentions,
  editedAt: isoOf(row.edited_at),
});

/** The words the word filter and the mentions read: a review's title and text, another post's text. */
const wordsOf = (change: UpdatePostRequest): string[] => (change.$type === 'review' ? [change.title, change.text] : [change.text]);

/**
 * The writer `profileId` changes their post `postId`, in one transaction: its words (and a review's stars and marks)
 * and when, its hashtags and the profiles it names now (those newly named hear of it, once ever, as for a new post),
 * and the word filter as for a new post: a shown post it flags is held for a moderator. One out of sight stays so (a
 * moderator lets it show). A shown review's product is counted again (its stars may have changed). Null when the post
 * is not there or not theirs; its kind as `otherKind` when it is not of the kind `change` says.
 */
export async function editOwnPost(db: Database, profileId: string, postId: string, change: UpdatePostRequest): Promise<PostEdit | { otherKind: PostKind } | null> {
  const words = wordsOf(change);
  const flaggedWords = flaggedWordsIn(...words);
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ kind: PostKind; product_code: string; was_hidden: boolean }>(
      'SELECT kind, product_code, hidden_at IS NOT NULL AS was_hidden FROM posts WHERE post_id = $1 AND profile_id = $2 FOR UPDATE',
      [postId, profileId],
    );
    if (!before) return null;
    if (before.kind !== change.$type) return { otherKind: before.kind };
    if (change.$type === 'review') {
      await tx.query(
        `UPDATE posts SET stars = $2, title = $3, body = $4, skin_type = $5, skin_tone = $6, is_recommended = $7, edited_at = now()
         WHERE post_id = $1`,
        [postId, change.stars, change.title, change.text, change.skinType ?? null, change.skinTone ?? null, change.isRecommended ?? null],
      );
    } else {
      await tx.query('UPDATE posts SET body = $2, edited_at = now() WHERE post_id = $1', [postId, change.text]);
    }
    const held = before.was_hidden || flaggedWords.length > 0;
    if (flaggedWords.length > 0) {
      // Hidden here, a shown review leaves its product's count (setPostVisibility counts it again).
      if (!before.was_hidden) await setPostVisibility(tx, postId, 'word-filter');
      await openWordFilterCase(tx, { postId }, flaggedWords);
    } else if (before.kind === 'review' && !held) {
      await recountReviews(tx, [before.product_code]);
    }
    await recordHashtags(tx, [postId]);
    await tx.query('DELETE FROM post_mentions WHERE post_id = $1 AND comment_id IS NULL', [postId]);
    await recordMentions(tx, { postId }, words, profileId, !held);
    const [row] = await tx.query<EditedRow>(
      `SELECT p.post_id, p.stars, p.title, p.body, p.skin_type, p.skin_tone, p.is_recommended, p.edited_at, ${postHashtagsColumn}, ${postMentionsColumn}
       FROM posts p WHERE p.post_id = $1`,
      [postId],
    );
    // A shown review's stars, or a review that went out of sight: its product's summary is not what it was.
    const reviewsChanged = before.kind === 'review' && !before.was_hidden;
    return { written: editedPostOf(row!), isHeldForModeration: held, reviewsChanged };
  });
}
