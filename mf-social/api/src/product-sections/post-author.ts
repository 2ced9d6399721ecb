import type { PostAuthor } from '../../../contract/product-reviews';
import { pictureUrl } from '../http/social-urls';

/** The author columns every post, comment and profile list selects (`a` is profiles). */
export const authorColumns = 'a.profile_id AS author_id, a.alias AS author_alias, a.display_name AS author_name, a.profile_image_id AS author_image_id';

export interface AuthorRow {
  author_id: string;
  author_alias: string;
  author_name: string;
  author_image_id: string | null;
}

export const authorOf = (row: AuthorRow): PostAuthor => ({
  profileId: row.author_id,
  alias: row.author_alias,
  displayName: row.author_name,
  profileImageUrl: pictureUrl(row.author_image_id),
});
