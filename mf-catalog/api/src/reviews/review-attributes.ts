/** What a review form asks about the reviewer besides stars and text. */
export type ReviewAttribute = 'skinTone' | 'skinType';

/** Category codes are paths ('makeup/face/foundation'): `code` is the category `root` or one below it. */
const inOrBelow = (code: string, root: string) => code === root || code.startsWith(`${root}/`);

/**
 * What a review of a product in this category should ask for: skin tone and type for face makeup (foundation,
 * concealer, powder, blush, bronzer…: Makeup/Face of the category tree, which feeds map into too), skin type for
 * skincare, nothing else for the rest.
 */
export function reviewAttributesOf(categoryCode: string): ReviewAttribute[] {
  if (inOrBelow(categoryCode, 'makeup/face')) return ['skinTone', 'skinType'];
  if (inOrBelow(categoryCode, 'skincare')) return ['skinType'];
  return [];
}
