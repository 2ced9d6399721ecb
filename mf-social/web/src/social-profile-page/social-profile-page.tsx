import { useState } from 'react';
import { formatNumber, useCulture, usePhrase } from '@storefront/platform';
import { ImpersonateSlot } from '../acting/impersonate-slot';
import type { ProfilePicture } from '../../../contract/moderation';
import { PictureRemovalSlot } from '../moderation/picture-removal-slot';
import { profilePictures } from '../social-rules/social-rules';
import { useSocialEnvironment } from '../environment/social-environment';
import type { UpdatePostResponse } from '../../../contract/post-edits';
import type { ActivityPost, SocialProfilePageViewModel } from '../../../contract/social-profile-page';
import { ConversationInvitationForm } from '../direct-messages/conversation-invitation-form';
import { FollowButton } from '../follows/follow-button';
import { FollowLists } from '../follows/follow-lists';
import { Stories } from '../stories/stories';
import { SocialPicture } from '../pictures/social-picture';
import { WriteGateProvider } from '../social-profile/write-gate';
import { activityWithEdit } from '../post-edits/post-edit-requests';
import { OwnPostActions } from '../post-edits/own-post-actions';
import { PagedListFooter } from '../ui/paged-list-footer';
import { useFocusRequest } from '../ui/use-focus-request';
import { usePagedList } from '../ui/use-paged-list';
import { useNextPages } from '../ui/use-next-pages';
import { ActivityItem } from './activity-item';
import '../styles/focus.css';
import './social-profile-page.css';

const postIdOf = (post: ActivityPost) => post.postId;

/**
 * `/social/profile/{alias}` (SocialProfilePageViewModel): a member's cover and profile pictures, display name, alias and
 * words about themself, their followers and whom they follow (with a Follow button and "Send a message" for other
 * members), and what they wrote, newest first, with "Show more posts"; after it the keyboard goes on at the first post
 * it added. On their own page a member changes a post's text (a review on its product's page) or deletes a post (asked
 * once more).
 */
export default function SocialProfilePage({ page }: { page: SocialProfilePageViewModel }) {
  const t = usePhrase();
  const culture = useCulture();
  const { profile } = page;
  const loadActivity = useNextPages<ActivityPost>(`/api/social/${encodeURIComponent(profile.profileId)}/activity`);
  const { page: activity, problem, showMore, replace, refFor, focusOn } = usePagedList(page.activity, loadActivity, postIdOf);
  // An administrator may take them off (PictureRemovalSlot): then they leave the page at once.
  const [pictures, setPictures] = useState<Record<ProfilePicture, string | null>>({ profile: profile.profileImageUrl, cover: profile.coverImageUrl });
  const [follow, setFollow] = useState({ isFollowing: profile.isFollowedByReader, followerCount: profile.followerCount });
  const { http } = useSocialEnvironment();
  // The member's own posts, deleted here (or changed into words a moderator reads first): out of the list, and a
  // status says so.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [said, setSaid] = useState('');
  const focus = useFocusRequest();
  const shown = activity.items.filter((post) => !gone.has(post.postId));
  const leaves = (postId: string, phrase: string) => {
    setGone((before) => new Set(before).add(postId));
    setSaid(t(phrase));
    // Once it says so: empty, it is not there to take the keyboard.
    focus.focusOn('said');
  };
  const deletePost = async (postId: string) => {
    await http.post(`/api/social/posts/${encodeURIComponent(postId)}/delete`);
    leaves(postId, '/Social/Delete/PostDeleted');
  };
  const postEdited = (post: ActivityPost, { post: edited, isHeldForModeration }: UpdatePostResponse) => {
    if (isHeldForModeration) return leaves(post.postId, '/Social/Edit/Held');
    replace(activityWithEdit(post, edited));
    setSaid(t('/Social/Edit/PostSaved'));
    focusOn(post.postId);
  };

  return (
    <div className="o_ProfilePage">
      <header className="o_ProfilePage__header">
        {pictures.cover && <SocialPicture src={pictures.cover} kind="cover" eager />}
        {pictures.profile && <SocialPicture src={pictures.profile} kind="profile" eager={!pictures.cover} />}
        <h1 className="o_ProfilePage__name">{profile.displayName}</h1>
        <p className="o_ProfilePage__alias">@{profile.alias}</p>
        {profile.description && <p className="o_ProfilePage__description">{profile.description}</p>}
        <p className="o_ProfilePage__counts">
          {t('/Social/Profile/Counts', { reviews: formatNumber(profile.reviewCount, culture), questions: formatNumber(profile.questionCount, culture) })}
        </p>
        {profile.isOwn ? (
          <p className="o_ProfilePage__own">
            {t('/Social/Profile/Own')} <a href="/social/my-profile">{t('/Social/MyProfile/EditLink')}</a>
            {' · '}
            <a href="/social/feed">{t('/Social/Feed/Heading')}</a>
          </p>
        ) : (
          <WriteGateProvider code={`profile:${profile.profileId}`}>
            <FollowButton profileId={profile.profileId} displayName={profile.displayName} isFollowing={follow.isFollowing} onChange={setFollow} />
            {profile.takesMessages && <ConversationInvitationForm profileId={profile.profileId} displayName={profile.displayName} />}
            <ImpersonateSlot profileId={profile.profileId} />
            <PictureRemovalSlot
              profileId={profile.profileId}
              pictures={profilePictures.filter((picture) => pictures[picture] !== null)}
              onRemoved={(picture) => setPictures((before) => ({ ...before, [picture]: null }))}
            />
          </WriteGateProvider>
        )}
        <FollowLists profileId={profile.profileId} followerCount={follow.followerCount} followingCount={profile.followingCount} />
      </header>
      {page.stories.length > 0 && (
        <Stories
          initial={[{ author: { profileId: profile.profileId, alias: profile.alias, displayName: profile.displayName, profileImageUrl: profile.profileImageUrl }, stories: page.stories }]}
          emptyText={t('/Social/Stories/NoneOwn')}
        />
      )}
      <section className="o_ProfilePage__activity" aria-labelledby="social-profile-activity">
        <h2 id="social-profile-activity" className="o_SectionHeading">
          {t('/Social/Profile/Activity')}
        </h2>
        {shown.length === 0 ? (
          <p>{t('/Social/Profile/NoActivity')}</p>
        ) : (
          <ol className="o_ActivityList">
            {shown.map((post) => (
              <li key={post.postId} className="o_ActivityList__item">
                <ActivityItem
                  post={post}
                  articleRef={refFor(post.postId)}
                  actions={
                    profile.isOwn
                      ? (headingId) => (
                          <OwnPostActions post={post} describedBy={headingId} onEdited={(answer) => postEdited(post, answer)} onDelete={() => deletePost(post.postId)} />
                        )
                      : undefined
                  }
                />
              </li>
            ))}
          </ol>
        )}
        <PagedListFooter
          page={{ ...activity, items: shown, totalCount: activity.totalCount - gone.size }}
          onShowMore={showMore}
          problem={problem}
          texts={{ shown: '/Social/Profile/Shown', showMore: '/Social/Profile/ShowMore' }}
        />
        <p ref={focus.refFor('said')} className="o_ProfilePage__said" role="status" tabIndex={-1}>
          {said}
        </p>
      </section>
    </div>
  );
}
