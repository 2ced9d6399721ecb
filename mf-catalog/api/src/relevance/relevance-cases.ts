import type { Culture } from '@storefront/platform';

/**
 * What a shopper expects near the top when searching the imported Sephora catalog
 * (../shared/data/catalog/sephora-products.csv). A case passes when one of the top 3 results meets `expect`:
 * one of the Sephora product ids, or a brand name, or a name pattern. `code` cases search for the variant code the
 * import gave the product (codes are ours, not the feed's).
 */
export interface RelevanceCase {
  q: string;
  culture?: Culture;
  what: string;
  expect: { sourceKeys?: string[]; brand?: string; nameMatches?: RegExp };
  /** Search for the imported variant code of this Sephora product instead of q. */
  codeOf?: string;
}

const product = (q: string, what: string, ...sourceKeys: string[]): RelevanceCase => ({ q, what, expect: { sourceKeys } });

export const relevanceCases: RelevanceCase[] = [
  // Product names, with and without the brand.
  product('soft pinch liquid blush', 'product name', 'P97989778'),
  product('rare beauty blush', 'brand + type', 'P97989778'),
  product('radiant creamy concealer', 'product name', 'P377873'),
  product('nars concealer', 'brand + type', 'P377873'),
  product('laneige lip sleeping mask', 'brand + name', 'P420652'),
  product('lip sleeping mask', 'product name', 'P420652'),
  product('gloss bomb', 'product name', 'P67988453'),
  product('pro filtr foundation', 'name without its apostrophe', 'P87985432'),
  product('brow wiz', 'product name', 'P202633'),
  product('translucent loose setting powder', 'product name', 'P109908'),
  product('niacinamide zinc', 'ingredient words in the name', 'P427417'),
  product('the ordinary hyaluronic acid', 'brand + name', 'P427419'),
  product('dior lip glow oil', 'brand + name', 'P453814'),
  product('all nighter setting spray', 'product name', 'P263504'),
  product('double wear foundation', 'product name', 'P378284'),
  product('luminous silk foundation', 'product name', 'P393401'),
  product('dipbrow pomade', 'product name', 'P384060'),
  product('tattoo liner', 'product name', 'P245205'),
  product('better than sex mascara', 'product name', 'P381000'),
  product('olaplex no 3', 'brand + number', 'P428224'),
  product('hollywood flawless filter', 'product name', 'P434104'),
  product('brazilian bum bum cream', 'product name', 'P406080'),
  product('beautyblender sponge', 'brand + type', 'P228913'),
  product('naked3 palette', 'product name', 'P384099'),
  product('protini moisturizer', 'product name', 'P427421'),
  product('watermelon glow dew drops', 'product name', 'P466123'),
  product('hoola bronzer', 'product name', 'P290636'),
  product('tatcha water cream', 'brand + name', 'P418218'),
  product('summer fridays lip butter balm', 'brand + name', 'P455936'),
  // Typos.
  product('laneig lip sleeping mask', 'typo in the brand', 'P420652'),
  product('niacinamid zinc serum', 'typo in the ingredient', 'P427417'),
  product('charlote tilbury hollywood flawless', 'typo in the brand', 'P434104'),
  product('olaplx hair perfector', 'typo in the brand', 'P428224'),
  product('mascarra better than sex', 'typo in the type', 'P381000'),
  // Accents and punctuation.
  product('estee lauder double wear', 'brand without its accent', 'P378284'),
  product('jadore', "J'adore without its apostrophe", 'P6430'),
  product('replica by the fireplace', 'name without quotes', 'P404758'),
  // Fragrance words and synonyms.
  product('black opium perfume', 'perfume for eau de parfum', 'P394534'),
  product('coco mademoiselle', 'fragrance name', 'P12495'),
  product('flowerbomb', 'one-word fragrance name', 'P255506'),
  product('miss dior perfume', 'perfume for eau de parfum', 'P474316', 'P385477'),
  { q: 'chanel parfym', culture: 'sv-SE', what: 'Swedish word for perfume', expect: { brand: 'CHANEL' } },
  { q: 'dior parfüm', culture: 'de-DE', what: 'German word for perfume', expect: { brand: 'Dior' } },
  // The shopper's language.
  { q: 'läppstift', culture: 'sv-SE', what: 'Swedish for lipstick', expect: { nameMatches: /lip(stick| color| paint)/i } },
  { q: 'mascara', what: 'a product type', expect: { nameMatches: /mascara/i } },
  { q: 'vitamin c serum', what: 'type + ingredient', expect: { nameMatches: /vitamin c/i } },
  { q: 'sunscreen spf 50', what: 'type + strength', expect: { nameMatches: /spf ?50/i } },
  // Codes.
  { q: '', what: 'a variant code', expect: { sourceKeys: ['P420652'] }, codeOf: 'P420652' },
  { q: '', what: 'a variant code', expect: { sourceKeys: ['P377873'] }, codeOf: 'P377873' },
];
