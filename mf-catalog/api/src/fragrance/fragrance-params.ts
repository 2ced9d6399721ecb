import type { FragranceAudience } from '../../../contract/product-listing';
import { parseInput } from '@storefront/platform/server';
import { z } from 'zod';
import { queryWithoutBlanks } from '../http/query-without-blanks';
import { fragranceFamilies } from './fragrance-families';
import { fragranceNotes } from './fragrance-notes';

/** Comma-joined codes of a closed vocabulary ('floral,fresh'): an unknown one is a 400 naming the known ones. */
const codesOf = (what: string, known: string[]) =>
  z
    .string()
    .max(1000)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.string().refine((code) => known.includes(code), `is not a ${what}; known ${what}s: ${known.join(', ')}`)).max(known.length));

/** The finder's own parameters; an empty one counts as absent. */
export const finderQueryShape = {
  q: z.string().max(200).default(''),
  family: codesOf('family', fragranceFamilies.map((family) => family.code)).default([]),
  note: codesOf('note', fragranceNotes.map((note) => note.code)).default([]),
  audience: z.enum(['women', 'men', 'unisex']).optional(),
};
const finderQuery = queryWithoutBlanks(finderQueryShape);

export interface FinderChoice {
  q: string;
  family: string[];
  note: string[];
  audience?: FragranceAudience;
}

/**
 * The finder's own parameters (the listing's brand, price, sort, page… are read by listingParams). Unknown families
 * and notes are refused rather than ignored: a page headed "Floral" must not list every fragrance for "florl".
 */
export function finderChoice(query: Record<string, unknown>): FinderChoice {
  const parsed = parseInput(finderQuery, query);
  return { q: parsed.q.trim(), family: parsed.family, note: parsed.note, ...(parsed.audience ? { audience: parsed.audience } : {}) };
}

/** The choice as URL parameters, in the finder's order (q, family, note, audience); empty ones left out. */
export function finderChoiceParams(choice: FinderChoice): Record<string, string> {
  return {
    ...(choice.q ? { q: choice.q } : {}),
    ...(choice.family.length > 0 ? { family: choice.family.join(',') } : {}),
    ...(choice.note.length > 0 ? { note: choice.note.join(',') } : {}),
    ...(choice.audience ? { audience: choice.audience } : {}),
  };
}
