import type { PostAuthor } from '../../../contract/product-reviews';

/** The author columns every post and comment query selects (`a` is profiles). */
export const authorColumns = 'a.profile_id AS author_id, a.alias AS author_alias, a.display_name AS author_name';

export interface AuthorRow {
  author_id: string;
  author_alias: string;
  author_name: string;
}

export const authorOf = (row: AuthorRow): PostAuthor => ({ profileId: row.author_id, alias: row.author_alias, displayName: row.author_name });
