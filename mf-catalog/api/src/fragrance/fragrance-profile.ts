import type { FragranceAudience } from '../../../contract/product-listing';
import { fragranceFamilies, normaliseHighlight, unisexHighlights } from './fragrance-families';
import { fragranceNotes, type FragranceNote } from './fragrance-notes';

/** What a product's scent is derived from: the columns the catalog keeps of every product, whatever its source. */
export interface ScentFacts {
  name: string;
  categoryCode: string;
  highlights: string[];
  ingredients: string | null;
  variantNames: string[];
}

export interface FragranceProfile {
  /** In a fragrance category: listed by the fragrance finder. */
  isFragrance: boolean;
  audience: FragranceAudience | null;
  families: string[];
  notes: string[];
}

/** 'fragrance/…', 'men/mens-fragrance', 'mini-size/fragrance' (not 'fragrance-free'). */
export function isFragranceCategory(categoryCode: string): boolean {
  return /(^|\/)([a-z0-9]+-)*fragrances?(\/|$)/.test(categoryCode);
}

/** The unisex highlight, else a 'women', 'men' or 'unisex' step of the category path ('fragrance/men/perfume'). */
function audienceOf(categoryCode: string, highlights: string[]): FragranceAudience | null {
  if (highlights.some((highlight) => unisexHighlights.includes(highlight))) return 'unisex';
  const steps = categoryCode.split('/');
  if (steps.includes('unisex')) return 'unisex';
  if (steps.includes('women')) return 'women';
  if (steps.includes('men')) return 'men';
  return null;
}

/**
 * A product's scent profile, or null when it has no scent to speak of. Families come from the highlights only (a
 * scented shampoo may have one). Notes are looked for in fragrances only (a "Rose" lipstick shade is no rose note, a
 * sea salt scrub no sea note): a note's words in the product or variant name, or its material in the ingredients.
 */
export function fragranceProfileOf(facts: ScentFacts): FragranceProfile | null {
  const highlights = facts.highlights.map(normaliseHighlight);
  const families = fragranceFamilies.filter((family) => family.highlights.some((highlight) => highlights.includes(highlight))).map((family) => family.code);
  const isFragrance = isFragranceCategory(facts.categoryCode);
  if (!isFragrance && families.length === 0) return null;
  const names = [facts.name, ...facts.variantNames].join('\n');
  const matches = (note: FragranceNote) => note.inName.test(names) || (facts.ingredients !== null && !!note.inIngredients?.test(facts.ingredients));
  const notes = isFragrance ? fragranceNotes.filter(matches).map((note) => note.code) : [];
  return { isFragrance, audience: isFragrance ? audienceOf(facts.categoryCode, highlights) : null, families, notes };
}
