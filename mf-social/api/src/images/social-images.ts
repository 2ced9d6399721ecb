import { randomUUID } from 'node:crypto';
import type { Queryable, UploadedImage } from '@storefront/platform/server';

/** How long an uploaded picture waits to be used (a profile or cover image, a story, a post) before it is cleared. */
export const unusedImageHours = 24;

/**
 * A picture no profile, story or post shows: the condition every clearing uses, so that no picture in use is ever deleted
 * (a story's picture stays with the story after its day).
 */
const unused = `NOT EXISTS (SELECT 1 FROM profiles p WHERE i.image_id IN (p.profile_image_id, p.cover_image_id))
  AND NOT EXISTS (SELECT 1 FROM stories s WHERE s.image_id = i.image_id)
  AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.image_id = i.image_id)`;

/** Keeps an uploaded picture as the profile's; its id names it for good. */
export async function insertImage(tx: Queryable, profileId: string, image: UploadedImage): Promise<string> {
  const imageId = randomUUID();
  await tx.query('INSERT INTO images (image_id, profile_id, width, height, content) VALUES ($1, $2, $3, $4, $5)', [
    imageId,
    profileId,
    image.width,
    image.height,
    image.content,
  ]);
  return imageId;
}

/** The stored picture, or null when there is none by that id. */
export async function imageContent(db: Queryable, imageId: string): Promise<Buffer | null> {
  const [row] = await db.query<{ content: Buffer | Uint8Array }>('SELECT content FROM images WHERE image_id = $1', [imageId]);
  return row ? Buffer.from(row.content) : null;
}

/**
 * Whether the picture is there to show: a deleted one is not (though its encodings may still be in memory), nor the
 * picture of a story a moderator hid.
 */
export async function imageExists(db: Queryable, imageId: string): Promise<boolean> {
  const shown = await db.query(
    'SELECT 1 FROM images i WHERE i.image_id = $1 AND NOT EXISTS (SELECT 1 FROM stories s WHERE s.image_id = i.image_id AND s.hidden_at IS NOT NULL)',
    [imageId],
  );
  return shown.length > 0;
}

/** Deletes these pictures where nothing shows them any more (a replaced profile image or cover, a deleted story's). */
export async function clearIfUnused(db: Queryable, imageIds: readonly (string | null)[]): Promise<void> {
  const ids = imageIds.filter((id): id is string => id !== null);
  if (ids.length > 0) await db.query(`DELETE FROM images i WHERE i.image_id = ANY($1::uuid[]) AND ${unused}`, [ids]);
}

/** Deletes the profile's uploads that nothing has shown since they came, a day on. */
export async function clearUnusedUploads(db: Queryable, profileId: string): Promise<void> {
  await db.query(`DELETE FROM images i WHERE i.profile_id = $1 AND i.created_at < now() - make_interval(hours => $2) AND ${unused}`, [
    profileId,
    unusedImageHours,
  ]);
}
