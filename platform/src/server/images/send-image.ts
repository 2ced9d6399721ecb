import type { Response } from 'express';
import { notFound } from '../http/response-error';
import { contentTypes, type ImageFormat } from './render-image';

/**
 * Answers an image request with an encoded picture, or 404 for none. An image URL names one picture for good (a
 * changed picture gets a new name or id), so it is cached for a year. No Vary: the URL names width, quality and format
 * (the page's <picture> lets the browser pick AVIF or WebP), so one URL is one answer whatever the request's Accept, and
 * a cache keeps one copy of it. Images are not compressed either (compression leaves image types alone), so there is no
 * Accept-Encoding to vary on.
 */
export function sendImage(res: Response, image: Buffer | null, format: ImageFormat): void {
  if (!image) throw notFound('No such image.');
  res.setHeader('Content-Type', contentTypes[format]);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.send(image);
}
