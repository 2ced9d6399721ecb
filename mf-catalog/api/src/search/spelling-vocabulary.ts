import type { Queryable } from '@storefront/platform/server';
import { codesScope } from '../db/codes-scope';

/**
 * Adds the words of the products' search titles (and, for 'all', of every category name) to search_words, the
 * vocabulary misspelt words are corrected against. Counts only grow: a word once in the catalog stays correctable.
 */
export async function refreshSearchWords(tx: Queryable, productCodes: string[] | 'all'): Promise<void> {
  const scope = codesScope('e.product_code', productCodes);
  await tx.query(
    `INSERT INTO search_words (word, doc_count)
     SELECT word, count(*)::int FROM (
       SELECT DISTINCT e.product_code, unnest(tsvector_to_array(to_tsvector('simple', e.title))) AS word
       FROM search_entries e WHERE ${scope.condition}
       UNION ALL
       SELECT DISTINCT cn.category_code, unnest(tsvector_to_array(to_tsvector('simple', search_text(cn.name))))
       FROM category_names cn WHERE ${productCodes === 'all'}
     ) words
     WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
     GROUP BY word
     ON CONFLICT (word) DO UPDATE SET doc_count = greatest(search_words.doc_count, EXCLUDED.doc_count)`,
    scope.params,
  );
}
