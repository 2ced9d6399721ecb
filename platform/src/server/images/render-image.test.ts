import sharp from 'sharp';
import { avifQuality, contentTypes, renderImage } from './render-image';

test('q on JPEG’s scale maps onto AVIF’s: 75 → 55, 100 → 100, never below 1, never down as q goes up', () => {
  expect([1, 75, 100].map(avifQuality)).toEqual([1, 55, 100]);
  const qualities = Array.from({ length: 100 }, (_, index) => avifQuality(index + 1));
  for (let index = 1; index < qualities.length; index++) expect(qualities[index]!).toBeGreaterThanOrEqual(qualities[index - 1]!);
  expect(Math.min(...qualities)).toBe(1);
});

const banner = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="267"><rect width="640" height="267" fill="#c97"/></svg>';

test.each([
  ['avif', 'heif', 'av1'],
  ['webp', 'webp', undefined],
  ['jpg', 'jpeg', undefined],
] as const)('renders %s at the SVG’s size', async (format, sharpFormat, compression) => {
  const image = await renderImage(Buffer.from(banner), format, 75);
  const metadata = await sharp(image).metadata();
  expect(metadata).toMatchObject({ format: sharpFormat, width: 640, height: 267 });
  if (compression) expect(metadata.compression).toBe(compression);
  expect(contentTypes[format]).toBe({ avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[format]);
});

test('a bitmap wider than the width asked is scaled down, keeping its shape; a narrower one is never scaled up', async () => {
  const photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#c97' } }).png().toBuffer();
  expect(await sharp(await renderImage(photo, 'webp', 75, 640)).metadata()).toMatchObject({ width: 640, height: 320 });
  expect(await sharp(await renderImage(photo, 'webp', 75, 2880)).metadata()).toMatchObject({ width: 1000, height: 500 });
});
