import { cultures, type PhraseTable } from './phrase-table';

export interface PhraseGap {
  culture: string;
  key: string;
  problem: 'missing' | 'empty' | 'placeholders differ';
}

function placeholdersOf(text: string): string {
  return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort().join(',');
}

/**
 * Every key used in any language of `table` that another language lacks, leaves empty,
 * or writes with other `{name}` placeholders than the en-US text.
 */
export function phraseGaps(table: PhraseTable): PhraseGap[] {
  const keys = new Set(cultures.flatMap((culture) => Object.keys(table[culture] ?? {})));
  const gaps: PhraseGap[] = [];
  for (const key of keys) {
    const reference = table['en-US']?.[key];
    for (const culture of cultures) {
      const text = table[culture]?.[key];
      if (text === undefined) gaps.push({ culture, key, problem: 'missing' });
      else if (text.trim() === '') gaps.push({ culture, key, problem: 'empty' });
      else if (reference && placeholdersOf(text) !== placeholdersOf(reference)) {
        gaps.push({ culture, key, problem: 'placeholders differ' });
      }
    }
  }
  return gaps;
}
