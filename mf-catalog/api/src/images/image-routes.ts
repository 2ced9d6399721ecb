import { Router, type Response } from 'express';
import { notFound, type Queryable } from '@storefront/platform/server';
import { bannerShapes, type BannerShape } from '../catalog/banner-image';
import { bannerSvg } from './banner-svg';
import { imageParams } from './image-params';
import type { ImageStore } from './image-store';
import { productImageSvg } from './product-image-svg';
import { productLookOf } from './product-look';
import { contentTypes, type ImageFormat } from './render-image';
import { videoPosterLookOf, videoPosterSvg } from './video-poster-svg';

function sendImage(res: Response, image: Buffer | null, format: ImageFormat): void {
  if (!image) throw notFound('No such image.');
  res.setHeader('Content-Type', contentTypes[format]);
  // An image URL names one picture for good: the catalog gives a changed picture a new variant code or banner name.
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.send(image);
}

/** GET /images/products/:variantCode/:index, /images/banners/:name and /images/videos/:id (posters), rendered from SVG. */
export function imageRoutes(db: Queryable, store: ImageStore): Router {
  const router = Router();
  router.get('/images/products/:variantCode/:index', async (req, res) => {
    const { w, q, fmt } = imageParams(req.query);
    const { variantCode, index } = req.params;
    if (!/^\d{6}$/.test(variantCode) || !/^[1-9]$/.test(index)) throw notFound('No such image.');
    const image = await store.get({
      name: `products/${variantCode}/${index}@${w}`,
      format: fmt,
      quality: q,
      svg: async () => {
        const look = await productLookOf(db, variantCode);
        return look && Number(index) <= look.imageCount ? productImageSvg(look, Number(index), w) : null;
      },
    });
    sendImage(res, image, fmt);
  });
  router.get('/images/banners/:name', async (req, res) => {
    const { w, q, fmt } = imageParams(req.query);
    const match = /^(hero|tile)-([a-z0-9-]+)$/.exec(req.params.name);
    if (!match || !(match[1]! in bannerShapes)) throw notFound('No such image.');
    const [, shape, topic] = match as unknown as [string, BannerShape, string];
    const image = await store.get({
      name: `banners/${shape}-${topic}@${w}`,
      format: fmt,
      quality: q,
      svg: async () => bannerSvg(shape, topic, w),
    });
    sendImage(res, image, fmt);
  });
  router.get('/images/videos/:id', async (req, res) => {
    const { w, q, fmt } = imageParams(req.query);
    const { id } = req.params;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) || id.length > 80) throw notFound('No such image.');
    const image = await store.get({
      name: `videos/${id}@${w}`,
      format: fmt,
      quality: q,
      svg: async () => {
        const look = await videoPosterLookOf(db, id);
        return look ? videoPosterSvg(look, w) : null;
      },
    });
    sendImage(res, image, fmt);
  });
  return router;
}
