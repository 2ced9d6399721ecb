import type { Culture } from '@storefront/platform';
import type { Silhouette } from '../demo-data/category-tree';
import { categoryNameTranslations } from '../demo-data/category-names';
import { slugify } from '../demo-data/slug';

/**
 * Feed category paths that mean a category the catalog already has (keys: lower-case names joined by '>', the most
 * specific first tried). Everything else becomes a new category below the mapped top level.
 */
const knownPaths: Record<string, string> = {
  'fragrance>women>perfume': 'fragrance/women/perfume',
  'fragrance>women>rollerballs & travel size': 'fragrance/mini-fragrances',
  'fragrance>women>body mist & hair mist': 'fragrance/women/hair-mist',
  'fragrance>men>cologne': 'fragrance/men/perfume',
  'fragrance>candles & home scents>candles': 'fragrance/home-fragrance/scented-candles',
  'fragrance>candles & home scents>diffusers': 'fragrance/home-fragrance/room-diffusers',
  'fragrance>value & gift sets': 'fragrance/gift-sets',
  'fragrance>mini size': 'fragrance/mini-fragrances',
  'skincare>moisturizers>moisturizers': 'skincare/moisturisers/day-cream',
  'skincare>moisturizers>night creams': 'skincare/moisturisers/night-cream',
  'skincare>moisturizers>face oils': 'skincare/moisturisers/face-oil',
  'skincare>treatments>face serums': 'skincare/serums',
  'skincare>cleansers>face wash & cleansers': 'skincare/cleansers',
  'skincare>cleansers>toners': 'skincare/toners',
  'skincare>cleansers>makeup removers': 'makeup/makeup-removers',
  'skincare>eye care>eye creams & treatments': 'skincare/eye-care/eye-cream',
  'skincare>eye care>eye masks': 'skincare/eye-care/eye-patches',
  'skincare>masks>face masks': 'skincare/face-masks',
  'skincare>masks>sheet masks': 'skincare/face-masks/sheet-masks',
  'skincare>sunscreen>face sunscreen': 'skincare/sun-care/face-sun-protection',
  'skincare>sunscreen>body sunscreen': 'skincare/sun-care/body-sun-protection',
  'skincare>lip balms & treatments': 'skincare/lip-care',
  'skincare>self tanners': 'body-and-bath/self-tan',
  'hair>shampoo & conditioner>shampoo': 'hair/shampoo',
  'hair>shampoo & conditioner>conditioner': 'hair/conditioner',
  'hair>hair styling & treatments>hair styling products': 'hair/styling',
  'hair>hair styling & treatments>hair masks': 'hair/hair-masks',
  'hair>hair styling & treatments>scalp treatments': 'hair/hair-treatment/scalp-care',
  'hair>hair styling & treatments>hair oil': 'hair/hair-treatment/hair-oil',
  'hair>hair styling & treatments>leave-in conditioner': 'hair/conditioner/leave-in-conditioner',
  'hair>hair styling & treatments>dry shampoo': 'hair/dry-shampoo',
  'hair>hair styling & treatments>hair spray': 'hair/styling/hairspray',
  'makeup>eye>mascara': 'makeup/eyes/mascara',
  'makeup>eye>eyeliner': 'makeup/eyes/eyeliner',
  'makeup>eye>eyeshadow': 'makeup/eyes/eyeshadow',
  'makeup>eye>eye palettes': 'makeup/eyes/eyeshadow',
  'makeup>eye>eyebrow': 'makeup/eyes/eyebrows',
  'makeup>eye>false eyelashes': 'makeup/eyes/false-lashes',
  'makeup>eye>eye primer': 'makeup/eyes/eye-primer',
  'makeup>lip>lipstick': 'makeup/lips/lipstick',
  'makeup>lip>lip gloss': 'makeup/lips/lip-gloss',
  'makeup>lip>lip liner': 'makeup/lips/lip-liner',
  'makeup>lip>liquid lipstick': 'makeup/lips/liquid-lipstick',
  'makeup>face>foundation': 'makeup/face/foundation',
  'makeup>face>concealer': 'makeup/face/concealer',
  'makeup>face>setting spray & powder': 'makeup/face/setting-spray',
  'makeup>face>face primer': 'makeup/face/primer',
  'makeup>face>highlighter': 'makeup/face/highlighter',
  'makeup>cheek>blush': 'makeup/face/blush',
  'makeup>cheek>bronzer': 'makeup/face/bronzer',
  'makeup>nail': 'makeup/nails',
  'makeup>brushes & applicators': 'makeup/brushes-and-tools/makeup-brushes',
  'makeup>accessories>makeup removers': 'makeup/makeup-removers',
  'bath & body>body moisturizers>body lotions & body oils': 'body-and-bath/body-care/body-lotion',
  'bath & body>bath & shower>body wash & shower gel': 'body-and-bath/shower-and-bath/shower-gel',
  'bath & body>bath & shower>scrub & exfoliants': 'body-and-bath/body-scrub',
  'bath & body>body care>deodorant & antiperspirant': 'body-and-bath/deodorant',
  'bath & body>body moisturizers>hand cream & foot cream': 'body-and-bath/hand-and-foot/hand-cream',
  // Makeup API product types (category path ['Makeup', <type>]).
  'makeup>lipstick': 'makeup/lips/lipstick',
  'makeup>lip_liner': 'makeup/lips/lip-liner',
  'makeup>foundation': 'makeup/face/foundation',
  'makeup>mascara': 'makeup/eyes/mascara',
  'makeup>eyeliner': 'makeup/eyes/eyeliner',
  'makeup>eyeshadow': 'makeup/eyes/eyeshadow',
  'makeup>eyebrow': 'makeup/eyes/eyebrows',
  'makeup>blush': 'makeup/face/blush',
  'makeup>bronzer': 'makeup/face/bronzer',
  'makeup>nail_polish': 'makeup/nails/nail-polish',
};

/** Feed top levels and the catalog's top-level category they belong to. */
const knownTops: Record<string, string> = {
  makeup: 'makeup',
  skincare: 'skincare',
  hair: 'hair',
  fragrance: 'fragrance',
  'bath & body': 'body-and-bath',
  men: 'men',
  'tools & brushes': 'makeup',
};

export interface FeedCategoryRow {
  code: string;
  parent_code: string | null;
  slug: string;
  level: number;
  names: Record<Culture, string>;
}

const cultures: Culture[] = ['sv-SE', 'nb-NO', 'fi-FI', 'da-DK', 'pl-PL', 'de-DE', 'nl-NL', 'en-US'];

/** A name in every culture: the catalog's translations where it has them, else the English name everywhere. */
function namesOf(englishName: string): Record<Culture, string> {
  try {
    return categoryNameTranslations(englishName);
  } catch {
    return Object.fromEntries(cultures.map((culture) => [culture, englishName])) as Record<Culture, string>;
  }
}

const displayName = (name: string) => name.replace(/_/g, ' ').replace(/^\w/, (first) => first.toUpperCase());

/**
 * The category code for a feed path and the rows the code and its ancestors need (all of them: the caller inserts
 * those that do not exist yet). A known path gives the catalog's code; otherwise the path's slugs below its top level.
 */
export function feedCategory(path: string[]): { code: string; rows: FeedCategoryRow[] } {
  const parts = path.map((part) => part.trim()).filter(Boolean).slice(0, 4);
  if (parts.length === 0) parts.push('Other');
  const key = parts.map((part) => part.toLowerCase());
  let code: string | undefined;
  for (let length = key.length; length >= 2 && !code; length--) code = knownPaths[key.slice(0, length).join('>')];
  const names = new Map<string, string>();
  if (!code) {
    const top = knownTops[key[0]!] ?? slugify(parts[0]!);
    const below = parts.slice(1).map((part) => slugify(part)).filter(Boolean);
    code = [top, ...below].join('/');
    parts.slice(1).forEach((part, index) => names.set([top, ...below.slice(0, index + 1)].join('/'), displayName(part)));
    if (!knownTops[key[0]!]) names.set(top, displayName(parts[0]!));
  }
  const segments = code.split('/');
  const rows = segments.map((segment, index): FeedCategoryRow => {
    const rowCode = segments.slice(0, index + 1).join('/');
    const english = names.get(rowCode) ?? segment.split('-').map((word) => word.replace(/^\w/, (first) => first.toUpperCase())).join(' ');
    return {
      code: rowCode,
      parent_code: index === 0 ? null : segments.slice(0, index).join('/'),
      slug: segment,
      level: index + 1,
      names: namesOf(english),
    };
  });
  return { code, rows };
}

/** What the product's generated image looks like, from its category and name. */
export function silhouetteFor(categoryCode: string, name: string): Silhouette {
  const text = `${categoryCode} ${name}`.toLowerCase();
  if (/brush|sponge|applicator|tool|comb|curler|tweezer|sharpener/.test(text)) return 'brush';
  if (/liner|pencil|brow|crayon/.test(text)) return 'pencil';
  if (/lipstick|lip-stain|lip color|stick/.test(text)) return 'lipstick';
  if (/powder|blush|bronzer|eyeshadow|palette|highlighter|compact|contour/.test(text)) return 'compact';
  if (/mascara|gloss|cleanser|wash|sunscreen|scrub|conditioner|shampoo|tube|gel/.test(text)) return 'tube';
  if (/cream|mask|balm|butter|moisturi|candle|jar|pomade/.test(text)) return 'jar';
  return 'bottle';
}
