import { badRequest } from '@storefront/platform/server';

/**
 * A `from` cursor: the sort key of the last item a page showed, opaque to the browser (base64url JSON). The next page
 * starts right after it, so paging costs the same on the 500th page as on the first and never repeats or skips an item
 * when new ones arrive meanwhile.
 */
export type CursorKey = (string | number)[];

/** What each part of a key is: a whole number, a time (ISO 8601) or an id (uuid). */
export type CursorPart = 'int' | 'timestamptz' | 'uuid';

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoShape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const fits: Record<CursorPart, (part: unknown) => boolean> = {
  int: (part) => typeof part === 'number' && Number.isSafeInteger(part),
  timestamptz: (part) => typeof part === 'string' && isoShape.test(part) && !Number.isNaN(Date.parse(part)),
  uuid: (part) => typeof part === 'string' && uuidShape.test(part),
};

export const encodeCursor = (key: CursorKey): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The key of a cursor whose parts are `shape`; none without `from`; anything else is a 400. */
export function decodeCursor(from: string | undefined, shape: readonly CursorPart[]): CursorKey | null {
  if (from === undefined || from === '') return null;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(from, 'base64url').toString('utf8'));
  } catch {
    key = null;
  }
  const valid = Array.isArray(key) && key.length === shape.length && shape.every((part, index) => fits[part](key[index]));
  if (!valid) throw badRequest('This list cannot go on from there: load it again.', { from: 'Not a cursor of this list.' });
  return key as CursorKey;
}

/**
 * `(columns) < (cursor)` for a descending order (`> ` for an ascending one), its parameters appended to `params`;
 * nothing without a cursor.
 */
export function afterCursor(
  columns: readonly string[],
  shape: readonly CursorPart[],
  cursor: CursorKey | null,
  params: unknown[],
  order: 'descending' | 'ascending' = 'descending',
): string {
  if (!cursor) return '';
  const placeholders = cursor.map((part, index) => `$${params.push(part)}::${shape[index]}`);
  return ` AND (${columns.join(', ')}) ${order === 'descending' ? '<' : '>'} (${placeholders.join(', ')})`;
}
