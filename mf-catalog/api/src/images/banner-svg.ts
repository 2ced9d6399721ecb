import { bannerShapes, type BannerShape } from '../catalog/banner-image';
import type { Silhouette } from '../demo-data/category-tree';
import { darken, lighten } from './colors';
import { silhouettes } from './silhouettes';

/** Colour and product shapes of each banner topic: hero topics and level-1 category codes. */
export const bannerTopics: Record<string, { color: string; shapes: Silhouette[] }> = {
  offers: { color: '#c8102e', shapes: ['bottle', 'lipstick', 'jar'] },
  makeup: { color: '#b5476b', shapes: ['compact', 'lipstick', 'pencil'] },
  skincare: { color: '#5f8f8b', shapes: ['jar', 'bottle', 'tube'] },
  hair: { color: '#8a6842', shapes: ['bottle', 'tube', 'jar'] },
  fragrance: { color: '#6d4c8d', shapes: ['bottle', 'bottle', 'jar'] },
  'body-and-bath': { color: '#4f7cac', shapes: ['tube', 'bottle', 'jar'] },
  'health-and-wellness': { color: '#5c8a4d', shapes: ['jar', 'tube', 'bottle'] },
  men: { color: '#36454f', shapes: ['tube', 'bottle', 'brush'] },
};

/** A banner as SVG: soft circles in the topic's colour and three of its product shapes. */
export function bannerSvg(shape: BannerShape, topic: string, width: number): string | null {
  const look = bannerTopics[topic];
  if (!look) return null;
  const { sourceWidth, sourceHeight } = bannerShapes[shape];
  const height = Math.round((width * sourceHeight) / sourceWidth);
  const [first, second, third] = look.shapes.map((silhouette, index) =>
    silhouettes[silhouette]({ body: lighten(look.color, 0.2 + index * 0.2), cap: darken(look.color, 0.4) }),
  );
  const products =
    shape === 'hero'
      ? `<g transform="translate(1500 180) scale(0.9)">${first}</g>
         <g transform="translate(1980 330) scale(0.75)">${second}</g>
         <g transform="translate(2320 420) scale(0.62)">${third}</g>`
      : `<g transform="translate(240 260) scale(0.8)">${first}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${sourceWidth} ${sourceHeight}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${lighten(look.color, 0.82)}"/><stop offset="1" stop-color="${lighten(look.color, 0.55)}"/>
  </linearGradient></defs>
  <rect width="${sourceWidth}" height="${sourceHeight}" fill="url(#bg)"/>
  <circle cx="${sourceWidth * 0.15}" cy="${sourceHeight * 0.2}" r="${sourceHeight * 0.45}" fill="${lighten(look.color, 0.7)}"/>
  <circle cx="${sourceWidth * 0.85}" cy="${sourceHeight * 0.9}" r="${sourceHeight * 0.35}" fill="${lighten(look.color, 0.4)}" fill-opacity="0.6"/>
  ${products}
</svg>`;
}
