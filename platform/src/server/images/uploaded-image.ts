import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import sharp from 'sharp';
import { maxUploadBytes } from '../../images/image-upload';
import { ResponseError } from '../http/response-error';

export { maxUploadBytes };
/** Pixels read before decoding (a small file can claim a huge picture): 40 megapixels, more than any phone takes. */
export const maxUploadPixels = 40_000_000;
/** The widest picture kept: the largest width the image endpoint serves. */
export const maxStoredEdge = 2880;

/** An uploaded picture as the shop keeps it: WebP, upright, at most 2,880 px a side, with no metadata left. */
export interface UploadedImage {
  content: Buffer;
  width: number;
  height: number;
}

/** What sharp sniffs in the bytes; the request's Content-Type is the sender's claim and is not trusted. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

const unsupported = () =>
  new ResponseError(415, 'image_type_unsupported', 'Send a photo as JPEG, PNG, WebP, AVIF or GIF.');

/**
 * The request body as bytes, whatever its Content-Type claims, up to `maxUploadBytes`; a larger one is refused (413)
 * before it is read to the end.
 */
export function imageUploadBody(): RequestHandler {
  const raw = express.raw({ type: () => true, limit: maxUploadBytes });
  return (req: Request, res: Response, next: NextFunction) =>
    raw(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
        next(new ResponseError(413, 'image_too_large', `A photo may be at most ${maxUploadBytes / 1024 / 1024} MB.`));
        return;
      }
      next(error);
    });
}

/**
 * Reads an uploaded picture the way the shop stores every one: the format sniffed from its bytes (JPEG, PNG, WebP, AVIF
 * or GIF's first frame; SVG, TIFF, PDF and the rest refused), its size checked before it is decoded, turned upright by
 * its EXIF orientation and then stripped of EXIF, XMP and ICC data (where and when a photo was taken stays with its
 * owner), scaled down to `maxStoredEdge` and re-encoded, so nothing of the sender's file but its pixels is ever served.
 */
export async function readUploadedImage(bytes: unknown): Promise<UploadedImage> {
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new ResponseError(400, 'image_missing', 'Send the photo as the request body.');
  let format: string | undefined;
  let compression: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    ({ format, compression } = metadata);
    pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
  } catch {
    throw unsupported();
  }
  // HEIF is accepted as AVIF only (HEIC's codec is not in sharp's build).
  if (!format || !acceptedFormats.has(format) || (format === 'heif' && compression !== 'av1')) throw unsupported();
  if (pixels > maxUploadPixels) {
    throw new ResponseError(413, 'image_too_large', `A photo may have at most ${maxUploadPixels / 1_000_000} megapixels.`);
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxUploadPixels, failOn: 'error' })
      .rotate()
      .resize({ width: maxStoredEdge, height: maxStoredEdge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { content: data, width: info.width, height: info.height };
  } catch {
    throw new ResponseError(422, 'image_unreadable', 'The photo could not be read. Try another file.');
  }
}
