import { useId, useState } from 'react';
import { formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { CreatePostResponse, ProductUserImagePost } from '../../../contract/product-reviews';
import { PostComments } from '../comments/post-comments';
import { useSocialEnvironment } from '../environment/social-environment';
import { ReportControl } from '../moderation/report-control';
import { DescribedPictureForm } from '../pictures/described-picture-form';
import { SocialPicture } from '../pictures/social-picture';
import { AuthorLink } from '../post-author/author-link';
import { EditedMark } from '../post-date/edited-mark';
import { PostDate } from '../post-date/post-date';
import { useProductSocial } from '../product-social-store/use-product-social';
import { postRefusalWords } from '../questions/text-post-form';
import { userImagePostLimits } from '../social-rules/social-rules';
import { ShareOpener } from '../social-profile/share-opener';
import { PagedListFooter } from '../ui/paged-list-footer';
import { usePagedList } from '../ui/use-paged-list';
import { useNextPages } from '../ui/use-next-pages';
import './user-images-section.css';

const postIdOf = (post: ProductUserImagePost) => post.postId;

const formTexts = {
  choose: '/Social/UserImages/Choose',
  description: '/Social/UserImages/Description',
  descriptionHint: '/Social/UserImages/DescriptionHint',
  noPicture: '/Social/UserImages/NoPicture',
  noDescription: '/Social/UserImages/NoDescription',
  sending: '/Social/UserImages/Sharing',
  submit: '/Social/UserImages/Submit',
};

/**
 * Members' pictures of the product ("customer pictures"), newest first, each with what it shows (its caption, which
 * also makes the picture's own text needless), who shared it and when, and "Report" on others'; "Show more pictures";
 * and sharing one (a member with a social profile: the write gate asks for a login or the onboarding first).
 */
export function UserImagesSection({ code, productName }: { code: string; productName: string }) {
  const t = usePhrase();
  const culture = useCulture();
  const { http } = useSocialEnvironment();
  const headingId = useId();
  const { userImagePosts } = useProductSocial();
  const load = useNextPages<ProductUserImagePost>(`/api/social/posts/pdp/${encodeURIComponent(code)}/user-image-posts`);
  const { page, problem, showMore, prepend, refFor } = usePagedList(userImagePosts, load, postIdOf);
  const [isSharing, setSharing] = useState(false);
  const [status, setStatus] = useState('');

  const send = async (imageId: string, text: string) => {
    const { data } = await http.post<CreatePostResponse>('/api/social/posts/create', { $type: 'userImagePost', productCode: code, imageId, text });
    setSharing(false);
    if ('userImagePost' in data && !data.isHeldForModeration) prepend(data.userImagePost);
    setStatus(t(data.isHeldForModeration ? '/Social/UserImages/Held' : '/Social/UserImages/Shared'));
  };

  return (
    <section className="o_UserImages" aria-labelledby={headingId}>
      <h2 id={headingId} className="o_SectionHeading">
        {t('/Social/UserImages/Heading')}
      </h2>
      <p className="o_UserImages__count">
        {page.totalCount > 0 ? t('/Social/UserImages/Count', { count: formatNumber(page.totalCount, culture) }) : t('/Social/UserImages/None')}
      </p>
      <ShareOpener
        isOpen={isSharing}
        onOpen={() => {
          setStatus('');
          setSharing(true);
        }}
        texts={{ share: '/Social/UserImages/Share', loginRequired: '/Social/UserImages/LoginRequired' }}
      >
        <DescribedPictureForm
          texts={formTexts}
          offersMentions
          maxDescriptionLength={userImagePostLimits.text.max}
          send={send}
          onCancel={() => setSharing(false)}
          ownWords={postRefusalWords}
        />
      
      </ShareOpener>
      <p className="o_UserImages__said" role="status">
        {status}
      </p>
      {page.items.length > 0 && (
        <ul className="o_UserImages__list" aria-label={t('/Social/UserImages/ListLabel', { product: productName })}>
          {page.items.map((post) => (
            <li key={post.postId}>
              <figure ref={refFor(post.postId)} className="o_UserImages__item" tabIndex={-1}>
                <SocialPicture src={post.image.url} kind="gallery" source={post.image} />
                <figcaption>
                  <span id={`${headingId}-${post.postId}`} className="o_UserImages__text">
                    {post.text}
                  </span>
                  <span className="o_PostMeta">
                    <AuthorLink author={post.author} /> <PostDate dateTime={post.createdAt} />
                    <EditedMark editedAt={post.editedAt} />
                  </span>
                </figcaption>
              </figure>
              {!post.isOwn && <ReportControl about={{ postId: post.postId }} describedBy={`${headingId}-${post.postId}`} />}
              <PostComments postId={post.postId} commentCount={post.commentCount} describedBy={`${headingId}-${post.postId}`} />
            </li>
          ))}
        </ul>
      )}
      <PagedListFooter page={page} onShowMore={showMore} problem={problem} texts={{ shown: '/Social/UserImages/Shown', showMore: '/Social/UserImages/ShowMore' }} />
    </section>
  );
}
