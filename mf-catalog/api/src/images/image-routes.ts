import { Router } from 'express';
import { accepts, allow, imageQuery, notFound, sendImage, type ImageStore, type Queryable, isProductCode } from '@storefront/platform/server';
import { z } from 'zod';
import { bannerShapes, type BannerShape } from '../catalog/banner-image';
import { bannerSvg } from './banner-svg';
import { productImageSvg } from './product-image-svg';
import { productLookOf } from './product-look';
import { videoPosterLookOf, videoPosterSvg } from './video-poster-svg';

// Any name in the path: one that names no picture is simply not found (404), as an unknown picture is.
const productImageInput = accepts({ params: z.object({ variantCode: z.string(), index: z.string() }), query: imageQuery });
const bannerInput = accepts({ params: z.object({ name: z.string() }), query: imageQuery });
const videoPosterInput = accepts({ params: z.object({ id: z.string() }), query: imageQuery });

/**
 * GET /images/products/:variantCode/:index, /images/banners/:name and /images/videos/:id (posters), rendered from SVG
 * at a named width (w), quality (q) and format (fmt: avif, webp or jpg).
 */
export function imageRoutes(db: Queryable, store: ImageStore): Router {
  const router = Router();
  router.get('/images/products/:variantCode/:index', allow.anyone, productImageInput, async (_req, res) => {
    const { w, q, fmt } = productImageInput.query(res);
    const { variantCode, index } = productImageInput.params(res);
    if (!isProductCode(variantCode) || !/^[1-9]$/.test(index)) throw notFound('No such image.');
    const image = await store.get({
      name: `products/${variantCode}/${index}@${w}`,
      format: fmt,
      quality: q,
      source: async () => {
        const look = await productLookOf(db, variantCode);
        return look && Number(index) <= look.imageCount ? productImageSvg(look, Number(index), w) : null;
      },
    });
    sendImage(res, image, fmt);
  });
  router.get('/images/banners/:name', allow.anyone, bannerInput, async (_req, res) => {
    const { w, q, fmt } = bannerInput.query(res);
    const match = /^(hero|tile)-([a-z0-9-]+)$/.exec(bannerInput.params(res).name);
    if (!match || !(match[1]! in bannerShapes)) throw notFound('No such image.');
    const [, shape, topic] = match as unknown as [string, BannerShape, string];
    const image = await store.get({
      name: `banners/${shape}-${topic}@${w}`,
      format: fmt,
      quality: q,
      source: async () => bannerSvg(shape, topic, w),
    });
    sendImage(res, image, fmt);
  });
  router.get('/images/videos/:id', allow.anyone, videoPosterInput, async (_req, res) => {
    const { w, q, fmt } = videoPosterInput.query(res);
    const { id } = videoPosterInput.params(res);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) || id.length > 80) throw notFound('No such image.');
    const image = await store.get({
      name: `videos/${id}@${w}`,
      format: fmt,
      quality: q,
      source: async () => {
        const look = await videoPosterLookOf(db, id);
        return look ? videoPosterSvg(look, w) : null;
      },
    });
    sendImage(res, image, fmt);
  });
  return router;
}
