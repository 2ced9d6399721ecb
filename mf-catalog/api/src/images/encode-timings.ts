// How long the image endpoint's encodes take and what they weigh, on this machine:
//   node --import tsx mf-catalog/api/src/images/encode-timings.ts
// The start page hero and a product image at 640 and 1280 px, in each format at q75 (rasterising the SVG included,
// as a first request does it), then AVIF at the efforts around the one chosen.
import sharp from 'sharp';
import { bannerSvg } from './banner-svg';
import { productImageSvg } from './product-image-svg';
import { avifEffort, avifQuality, renderImage } from '@storefront/platform/server';
import type { ImageFormat } from '@storefront/platform';

const runs = 7;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function time(encode: () => Promise<Buffer>): Promise<{ ms: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    bytes = (await encode()).length;
    times.push(performance.now() - started);
  }
  return { ms: median(times), bytes };
}

const pictures = [640, 1280].flatMap((width) => [
  { name: `hero-offers ${width}`, svg: bannerSvg('hero', 'offers', width)! },
  { name: `product ${width}`, svg: productImageSvg({ silhouette: 'lipstick', shadeHex: '#c8102e', brandColor: '#8a2846' }, 2, width) },
]);

console.log(`sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, libaom ${sharp.versions.aom}; median of ${runs}, q75`);
for (const { name, svg } of pictures) {
  const cells: string[] = [];
  for (const format of ['jpg', 'webp', 'avif'] as ImageFormat[]) {
    const { ms, bytes } = await time(() => renderImage(Buffer.from(svg), format, 75));
    cells.push(`${format} ${ms.toFixed(0).padStart(4)} ms ${String(bytes).padStart(6)} B`);
  }
  console.log(`${name.padEnd(17)} ${cells.join('   ')}`);
}
console.log(`AVIF by effort (chosen: ${avifEffort}), q75 → AVIF quality ${avifQuality(75)}:`);
for (const { name, svg } of pictures) {
  const cells: string[] = [];
  for (const effort of [avifEffort - 1, avifEffort, avifEffort + 1, avifEffort + 2]) {
    const { ms, bytes } = await time(() =>
      sharp(Buffer.from(svg)).avif({ quality: avifQuality(75), effort, chromaSubsampling: '4:2:0' }).toBuffer(),
    );
    cells.push(`e${effort} ${ms.toFixed(0).padStart(4)} ms ${String(bytes).padStart(6)} B`);
  }
  console.log(`${name.padEnd(17)} ${cells.join('   ')}`);
}
