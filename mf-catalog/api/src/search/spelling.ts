import type { Queryable } from '@storefront/platform/server';
import { synonymsOf } from './synonyms';
import type { SearchWords } from './search-phrase-words';

/**
 * The words with each word the catalog does not know replaced by the most similar word it does (trigram similarity
 * over search_words), or null when nothing was corrected. Words of 3 letters or fewer are left alone.
 */
export async function correctedWords(db: Queryable, words: SearchWords): Promise<SearchWords | null> {
  const typed = words.words.map((alternatives) => alternatives[0]!);
  // The closest word is looked for only for the words that need one: a trigram search per known word was most of
  // the statement's time.
  const rows = await db.query<{ typed: string; known: boolean; closest: string | null }>(
    `SELECT w.typed, k.known, c.closest
     FROM unnest($1::text[]) WITH ORDINALITY AS w (typed, position)
     CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM search_words k WHERE k.word = w.typed) AS known) k
     LEFT JOIN LATERAL (
       SELECT s.word AS closest FROM search_words s
       WHERE NOT k.known AND length(w.typed) > 3 AND s.word % w.typed
       ORDER BY similarity(s.word, w.typed) DESC, s.doc_count DESC LIMIT 1
     ) c ON true
     ORDER BY w.position`,
    [typed],
  );
  let changed = false;
  const corrected = typed.map((word, index) => {
    const row = rows[index];
    if (!row || row.known || word.length <= 3 || !row.closest || row.closest === word) return word;
    changed = true;
    return row.closest;
  });
  if (!changed) return null;
  return {
    text: corrected.join(' '),
    words: corrected.map((word) => [word, ...synonymsOf(word)]),
    lastIsPrefix: false,
  };
}
