import sharp from 'sharp';

export type ImageFormat = 'webp' | 'jpg';

export const contentTypes: Record<ImageFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** Rasterises an SVG (already sized to the output width) to WebP or JPEG. */
export function renderImage(svg: string, format: ImageFormat, quality: number): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  return (format === 'webp' ? image.webp({ quality }) : image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true })).toBuffer();
}
