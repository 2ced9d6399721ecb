import type { PostAuthor } from '../../../contract/product-reviews';
import { SocialPicture } from '../pictures/social-picture';
import './post-meta.css';

/** Where a member's social profile is. */
export const profileUrl = (alias: string) => `/social/profile/${encodeURIComponent(alias)}`;

/** A post's author by display name, after their profile picture if they chose one, linked to their social profile. */
export function AuthorLink({ author, id }: { author: PostAuthor; id?: string }) {
  return (
    <a id={id} className="o_PostMeta__author" href={profileUrl(author.alias)}>
      {author.profileImageUrl && <SocialPicture src={author.profileImageUrl} kind="author" />}
      {author.displayName}
    </a>
  );
}
