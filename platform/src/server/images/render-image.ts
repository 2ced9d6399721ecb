import { imageMimeTypes, type ImageFormat } from '../../images/image-url';
import sharp from 'sharp';

export type { ImageFormat };

export const contentTypes: Record<ImageFormat, string> = imageMimeTypes;

/**
 * libaom's effort (0–9) for AVIF. Measured with encode-timings.ts on the 2-core machine (sharp 0.34.5, libaom 3.13.1,
 * SVG rasterising included, q75), the start page hero and a product image: at 640 px effort 2 took 23–35 ms, effort 3
 * 40–60 ms, effort 4 140–220 ms; at 1280 px 60–120, 100–195 and 360–710 ms. Efforts 3 and 4 saved at most 8 % of the
 * bytes (effort 3's product image was larger), effort 1 cost up to a fifth more. Effort 2 keeps a first request for a
 * 640 px picture far under 150 ms, and each picture is encoded once (ImageStore).
 */
export const avifEffort = 2;

/**
 * The URL's `q` is on JPEG's scale (75 by default). AVIF looks the same at a lower number, so q maps to
 * AVIF's scale: 75 → 55 (about where sharp's own AVIF default of 50 is meant to match JPEG 75–80), 100 → 100, and
 * proportionally in between and below.
 */
export function avifQuality(quality: number): number {
  return Math.round(quality <= 75 ? (quality * 55) / 75 : 55 + ((quality - 75) * 45) / 25) || 1;
}

export type RenderImage = (source: Buffer, format: ImageFormat, quality: number, width?: number) => Promise<Buffer>;

/**
 * Encodes a picture as AVIF, WebP or JPEG: an SVG already sized to the output width is rasterised as it is; a bitmap
 * (an uploaded photo) is scaled down to `width` when it is wider, never up.
 */
export const renderImage: RenderImage = (source, format, quality, width) => {
  const image = width ? sharp(source).resize({ width, withoutEnlargement: true }) : sharp(source);
  switch (format) {
    case 'avif':
      // 4:2:0, as JPEG's: the eye misses the halved colour resolution, and the file is about a tenth smaller than at 4:4:4.
      return image.avif({ quality: avifQuality(quality), effort: avifEffort, chromaSubsampling: '4:2:0' }).toBuffer();
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'jpg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
  }
};
