import type { Silhouette } from '../demo-data/category-tree';

export interface SilhouetteColors {
  /** The product's own colour: the shade, or the packaging. */
  body: string;
  /** Cap, lid, case or handle. */
  cap: string;
}

const label = '<rect x="380" y="560" width="240" height="130" rx="10" fill="#ffffff" fill-opacity="0.85"/>';
const shine = (x: number, y: number, height: number) =>
  `<rect x="${x}" y="${y}" width="26" height="${height}" rx="13" fill="#ffffff" fill-opacity="0.35"/>`;

/** SVG markup of a product shape, drawn in a 1000 × 1000 box with its foot near y = 870. */
export const silhouettes: Record<Silhouette, (colors: SilhouetteColors) => string> = {
  lipstick: ({ body, cap }) => `
    <rect x="400" y="520" width="200" height="340" rx="14" fill="${cap}"/>
    <rect x="420" y="420" width="160" height="110" fill="#c9a45c"/>
    <path d="M430 420 L430 260 Q430 236 452 226 L570 172 L570 420 Z" fill="${body}"/>
    ${shine(440, 540, 280)}`,
  bottle: ({ body, cap }) => `
    <rect x="445" y="300" width="110" height="100" fill="${cap}" fill-opacity="0.9"/>
    <rect x="420" y="160" width="160" height="150" rx="16" fill="${cap}"/>
    <rect x="340" y="380" width="320" height="480" rx="44" fill="${body}"/>
    ${label}${shine(370, 420, 380)}`,
  jar: ({ body, cap }) => `
    <rect x="290" y="530" width="420" height="320" rx="54" fill="${body}"/>
    <rect x="270" y="430" width="460" height="120" rx="26" fill="${cap}"/>
    <rect x="360" y="620" width="280" height="120" rx="10" fill="#ffffff" fill-opacity="0.85"/>
    ${shine(315, 570, 230)}`,
  tube: ({ body, cap }) => `
    <rect x="370" y="150" width="260" height="44" rx="6" fill="${body}"/>
    <path d="M378 190 L622 190 L592 760 L408 760 Z" fill="${body}"/>
    <rect x="420" y="750" width="160" height="120" rx="12" fill="${cap}"/>
    <rect x="420" y="380" width="160" height="200" rx="8" fill="#ffffff" fill-opacity="0.85"/>
    ${shine(405, 220, 480)}`,
  compact: ({ body, cap }) => `
    <ellipse cx="500" cy="340" rx="240" ry="130" fill="${cap}"/>
    <ellipse cx="500" cy="340" rx="200" ry="100" fill="#ffffff" fill-opacity="0.55"/>
    <circle cx="500" cy="640" r="240" fill="${cap}"/>
    <circle cx="500" cy="640" r="185" fill="${body}"/>
    <ellipse cx="440" cy="580" rx="60" ry="30" fill="#ffffff" fill-opacity="0.25"/>`,
  brush: ({ body, cap }) => `
    <path d="M470 880 L530 880 L548 450 L452 450 Z" fill="${cap}"/>
    <rect x="450" y="360" width="100" height="100" rx="8" fill="#c0c4c8"/>
    <path d="M452 362 Q420 230 500 130 Q580 230 548 362 Z" fill="${body}"/>`,
  pencil: ({ body, cap }) => `
    <rect x="465" y="250" width="70" height="620" rx="8" fill="${cap}"/>
    <path d="M465 252 L535 252 L500 150 Z" fill="#e8c39e"/>
    <path d="M488 185 L512 185 L500 150 Z" fill="${body}"/>
    <rect x="465" y="800" width="70" height="70" rx="8" fill="${body}"/>`,
};
