import { Router } from 'express';
import {
  accepts,
  allow,
  imageQuery,
  imageUploadBody,
  readUploadedImage,
  sendImage,
  type Database,
  type ImageStore,
} from '@storefront/platform/server';
import { z } from 'zod';
import type { UploadedImageResponse } from '../../../contract/social-images';
import { imageUrl } from '../http/social-urls';
import { claimPostingRoom, type PostingLimits } from '../moderation/posting-limits';
import { writerProfileIdOf } from '../acting/acting-profile';
import { clearUnusedUploads, imageContent, imageExists, insertImage } from './social-images';

const imageInput = accepts({ params: z.object({ imageId: z.string() }), query: imageQuery });
const imageIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A member with a social profile uploads a photo (POST /api/social/upload/image: the bytes as the body, 201 with its
 * id and URL), read by the platform's pipeline before anything is kept; and anyone sees an uploaded picture at the
 * shop's named widths (GET /images/social/{imageId}?w=&q=&fmt=), encoded once per width, format and quality.
 */
export function imageRoutes(db: Database, store: ImageStore, limits: PostingLimits): Router {
  const router = Router();

  router.post('/api/social/upload/image', allow.members, imageUploadBody(), async (req, res) => {
    const profileId = await writerProfileIdOf(db, res);
    const image = await readUploadedImage(req.body);
    const imageId = await db.transaction(async (tx) => {
      await claimPostingRoom(tx, limits, 'images', profileId);
      await clearUnusedUploads(tx, profileId);
      return insertImage(tx, profileId, image);
    });
    const answer: UploadedImageResponse = { imageId, url: imageUrl(imageId), width: image.width, height: image.height };
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json(answer);
  });

  router.get('/images/social/:imageId', allow.anyone, imageInput, async (_req, res) => {
    const { w, q, fmt } = imageInput.query(res);
    const { imageId } = imageInput.params(res);
    // Any id in the path: one that names no picture is simply not found, as a deleted picture is at once (asked of the
    // database each time: the store may still hold its encodings).
    const image =
      imageIdPattern.test(imageId) && (await imageExists(db, imageId))
        ? await store.get({ name: `social/${imageId}@${w}`, format: fmt, quality: q, width: w, source: () => imageContent(db, imageId) })
        : null;
    sendImage(res, image, fmt);
  });

  return router;
}
