import { phraseGaps } from '../i18n/missing-phrases';
import { cultures, type PhraseTable } from '../i18n/phrase-table';
import { platformPhraseTables } from '../i18n/phrases';

/**
 * What is wrong with one owner's phrase areas, as lines a test prints (none when all is well): an area without exactly
 * the shop's 8 languages; a key missing, empty or with other `{name}` placeholders in one language; a key defined
 * twice, by two of the areas or by one of them and the platform's. Texts are merged into one table per language
 * (the gateway's languagePhrases), where a key defined twice would silently keep only one text.
 */
export function textProblems(areas: Record<string, PhraseTable>): string[] {
  const problems: string[] = [];
  for (const [area, table] of Object.entries(areas)) {
    const languages = Object.keys(table).sort();
    if (languages.join() !== [...cultures].sort().join()) problems.push(`${area}: written in ${languages.join(', ')}`);
    for (const gap of phraseGaps(table)) problems.push(`${area}: ${gap.key} is ${gap.problem} in ${gap.culture}`);
  }
  const owners = new Map<string, string[]>();
  const platformAreas = Object.entries(platformPhraseTables).filter(([, table]) => !Object.values(areas).includes(table));
  for (const [area, table] of [...platformAreas.map(([name, table]) => [`platform ${name}`, table] as const), ...Object.entries(areas)]) {
    for (const key of Object.keys(table['en-US'] ?? {})) owners.set(key, [...(owners.get(key) ?? []), area]);
  }
  for (const [key, defined] of owners) if (defined.length > 1) problems.push(`${key} is defined by ${defined.join(' and ')}`);
  return problems;
}
