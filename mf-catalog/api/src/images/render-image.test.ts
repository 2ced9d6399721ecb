import sharp from 'sharp';
import { bannerSvg } from './banner-svg';
import { avifQuality, contentTypes, renderImage } from './render-image';

test('q on JPEG’s scale maps onto AVIF’s: 75 → 55, 100 → 100, never below 1, never down as q goes up', () => {
  expect([1, 75, 100].map(avifQuality)).toEqual([1, 55, 100]);
  const qualities = Array.from({ length: 100 }, (_, index) => avifQuality(index + 1));
  for (let index = 1; index < qualities.length; index++) expect(qualities[index]!).toBeGreaterThanOrEqual(qualities[index - 1]!);
  expect(Math.min(...qualities)).toBe(1);
});

test.each([
  ['avif', 'heif', 'av1'],
  ['webp', 'webp', undefined],
  ['jpg', 'jpeg', undefined],
] as const)('renders %s at the SVG’s size', async (format, sharpFormat, compression) => {
  const image = await renderImage(bannerSvg('hero', 'makeup', 640)!, format, 75);
  const metadata = await sharp(image).metadata();
  expect(metadata).toMatchObject({ format: sharpFormat, width: 640, height: 267 });
  if (compression) expect(metadata.compression).toBe(compression);
  expect(contentTypes[format]).toBe({ avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[format]);
});
