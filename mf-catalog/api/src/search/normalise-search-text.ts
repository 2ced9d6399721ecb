/**
 * The search text as the database compares it (see search_text() in 003-search.sql): lower case, accents and
 * apostrophes removed, anything else that is not a letter or digit is a space.
 */
export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ø]/g, 'o')
    .replace(/[æ]/g, 'ae')
    .replace(/[ß]/g, 'ss')
    .replace(/[ł]/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}
