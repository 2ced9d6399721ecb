import type { ActivityPost } from '../../../contract/social-profile-page';
import { PostComments } from '../comments/post-comments';
import { LikeButton } from '../likes/like-button';
import './post-interactions.css';

/** The posts that take likes, each with why a visitor who likes one is asked to log in. */
const likeLoginTexts: Partial<Record<ActivityPost['kind'], string>> = {
  look: '/Social/Looks/LikeLoginRequired',
  userImagePost: '/Social/UserImages/LikeLoginRequired',
};

/**
 * What a reader does with a post in a list (a feed, a profile, a hashtag's page): like a look or a picture, and read or
 * write the comments of a look, a picture or a review, there in the list. A question's answers are on its product's
 * page, where the list's heading leads.
 */
export function PostInteractions({ post, describedBy }: { post: ActivityPost; describedBy: string }) {
  const likeLoginText = likeLoginTexts[post.kind];
  if (post.kind === 'question') return null;
  return (
    <div className="o_PostInteractions">
      {likeLoginText && (
        <LikeButton path={`/api/social/posts/${post.postId}`} likeCount={post.likeCount} liked={post.liked} describedBy={describedBy} loginText={likeLoginText} />
      )}
      <PostComments postId={post.postId} commentCount={post.answerCount} describedBy={describedBy} />
    </div>
  );
}
