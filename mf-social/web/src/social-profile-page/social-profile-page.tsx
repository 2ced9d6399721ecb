import { useState } from 'react';
import { Button, formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { PostPage } from '../../../contract/product-reviews';
import type { ActivityPost, SocialProfilePageViewModel } from '../../../contract/social-profile-page';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { useFocusRequest } from '../ui/use-focus-request';
import { socialPageSize } from '../social-rules/social-rules';
import { ActivityItem } from './activity-item';
import '../styles/focus.css';
import './social-profile-page.css';

/**
 * `/social/profile/{alias}` (SocialProfilePageViewModel): a member's display name, alias and words about themself, and
 * what they wrote, newest first, with "Show more posts"; after it the keyboard goes on at the first post it added.
 */
export default function SocialProfilePage({ page }: { page: SocialProfilePageViewModel }) {
  const t = usePhrase();
  const culture = useCulture();
  const { http } = useSocialEnvironment();
  const focus = useFocusRequest();
  const { profile } = page;
  const [activity, setActivity] = useState<PostPage<ActivityPost>>(page.activity);
  const [problem, setProblem] = useState('');

  const showMore = async () => {
    if (!activity.nextFrom) return;
    setProblem('');
    try {
      const query = new URLSearchParams({ from: activity.nextFrom, count: String(socialPageSize) });
      const { data } = await http.get<PostPage<ActivityPost>>(`/api/social/${encodeURIComponent(profile.profileId)}/activity?${query}`);
      const known = new Set(activity.items.map((post) => post.postId));
      const added = data.items.filter((post) => !known.has(post.postId));
      setActivity({ items: [...activity.items, ...added], nextFrom: data.nextFrom, totalCount: data.totalCount });
      if (added[0]) focus.focusOn(added[0].postId);
    } catch {
      setProblem(t('/Errors/Unknown'));
    }
  };

  return (
    <div className="o_ProfilePage">
      <header className="o_ProfilePage__header">
        <h1 className="o_ProfilePage__name">{profile.displayName}</h1>
        <p className="o_ProfilePage__alias">@{profile.alias}</p>
        {profile.description && <p className="o_ProfilePage__description">{profile.description}</p>}
        <p className="o_ProfilePage__counts">
          {t('/Social/Profile/Counts', { reviews: formatNumber(profile.reviewCount, culture), questions: formatNumber(profile.questionCount, culture) })}
        </p>
        {profile.isOwn && <p className="o_ProfilePage__own">{t('/Social/Profile/Own')}</p>}
      </header>
      <section className="o_ProfilePage__activity" aria-labelledby="social-profile-activity">
        <h2 id="social-profile-activity" className="o_SectionHeading">
          {t('/Social/Profile/Activity')}
        </h2>
        {activity.items.length === 0 ? (
          <p>{t('/Social/Profile/NoActivity')}</p>
        ) : (
          <ol className="o_ActivityList">
            {activity.items.map((post) => (
              <li key={post.postId} className="o_ActivityList__item">
                <ActivityItem post={post} articleRef={focus.refFor(post.postId)} />
              </li>
            ))}
          </ol>
        )}
        <p className="o_ActivityList__shown" role="status">
          {t('/Social/Profile/Shown', { shown: formatNumber(activity.items.length, culture), total: formatNumber(activity.totalCount, culture) })}
        </p>
        {activity.nextFrom && (
          <Button variant="secondary" className="o_ActivityList__more" onClick={showMore}>
            {t('/Social/Profile/ShowMore')}
          </Button>
        )}
        <FormAlert text={problem} />
      </section>
    </div>
  );
}
