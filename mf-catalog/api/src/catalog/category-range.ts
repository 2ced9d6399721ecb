/**
 * The SQL condition that `column` is a category below the category `code` (a parameter or a column). The code is a
 * path, so "below it" is a range of the column's text_pattern_ops index (products_category, search_entries_category):
 * codes from `code/` up to `code0` ('0' follows '/'). `LIKE code || '/%'` could not use the index: a category page at
 * ten times the Sephora feed spent 480 ms counting its children's products that way.
 */
export function below(column: string, code: string): string {
  return `(${column} ~>=~ (${code} || '/') AND ${column} ~<~ (${code} || '0'))`;
}

/** The SQL condition that `column` is the category `code` or one below it. */
export function inOrBelow(column: string, code: string): string {
  return `(${column} = ${code} OR ${below(column, code)})`;
}
