import { Suspense, useId, useState } from 'react';
import { lazyPart, usePhrase } from '@storefront/platform';
import type { ProfileStories } from '../../../contract/stories';
import { useSocialEnvironment } from '../environment/social-environment';
import { SocialPicture } from '../pictures/social-picture';
import { ShareStory } from './share-story';
import { feedStories } from './story-requests';
import type { StoryPlace, StoryViewerProps } from './story-viewer';
import '../pictures/pictures.css';
import './stories.css';

/** The viewer and its requests: a chunk of its own, loaded when a story is about to be opened. */
const StoryViewer = lazyPart<StoryViewerProps>(() => import(/* webpackChunkName: "story-viewer" */ './story-viewer'));

/** The lists without one story (and without a profile left with none). */
function without(profiles: ProfileStories[], storyId: string): ProfileStories[] {
  return profiles
    .map((profile) => ({ ...profile, stories: profile.stories.filter((story) => story.storyId !== storyId) }))
    .filter((profile) => profile.stories.length > 0);
}

/** Where the viewer goes after a deletion: the story that took the deleted one's place, else the next profile's, else none. */
function placeAfterDeletion(before: ProfileStories[], after: ProfileStories[], place: StoryPlace): StoryPlace | null {
  const profileId = before[place.profile]!.author.profileId;
  const profile = after.findIndex((candidate) => candidate.author.profileId === profileId);
  if (profile >= 0) return { profile, story: Math.min(place.story, after[profile]!.stories.length - 1) };
  return place.profile < after.length ? { profile: place.profile, story: 0 } : null;
}

export interface StoriesProps {
  /** The stories the page came with. */
  initial: ProfileStories[];
  /** The member may share one (they have a profile): the feed, after which its stories are read again. */
  canShare?: boolean;
  /** Said when there are none. */
  emptyText: string;
}

/**
 * Stories: a button per profile with stories of the day (its picture and name, how many), which opens them in the
 * viewer; and, where the member may, "Share a story".
 */
export function Stories({ initial, canShare = false, emptyText }: StoriesProps) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const headingId = useId();
  const [profiles, setProfiles] = useState(initial);
  const [place, setPlace] = useState<StoryPlace | null>(null);
  // Mounted from the first opening on, so that it animates its closing and gives the keyboard back.
  const [wasOpened, setWasOpened] = useState(false);
  const open = (profile: number) => {
    setWasOpened(true);
    setPlace({ profile, story: 0 });
  };

  const onDeleted = (storyId: string) => {
    const after = without(profiles, storyId);
    setPlace(place && placeAfterDeletion(profiles, after, place));
    setProfiles(after);
  };

  return (
    <section className="o_Stories" aria-labelledby={headingId}>
      <h2 id={headingId} className="o_SectionHeading">
        {t('/Social/Stories/Heading')}
      </h2>
      {canShare && <ShareStory onShared={async () => setProfiles(await feedStories(http))} />}
      {profiles.length === 0 ? (
        <p className="o_Stories__none">{emptyText}</p>
      ) : (
        <ul className="o_Stories__list">
          {profiles.map(({ author, stories }, index) => (
            <li key={author.profileId}>
              <button
                type="button"
                className="o_Stories__profile"
                aria-label={t('/Social/Stories/Open', { name: author.displayName })}
                onPointerEnter={() => void StoryViewer.preload()}
                onFocus={() => void StoryViewer.preload()}
                onClick={() => open(index)}
              >
                {author.profileImageUrl ? <SocialPicture src={author.profileImageUrl} kind="story" /> : <span className="o_Stories__initial">{author.displayName.slice(0, 1)}</span>}
                <span className="o_Stories__name">{author.displayName}</span>
                <span className="o_Stories__count">{t('/Social/Stories/Count', { count: String(stories.length) })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {wasOpened && (
        <Suspense fallback={null}>
          <StoryViewer profiles={profiles} place={place} onPlace={setPlace} onDeleted={onDeleted} />
        </Suspense>
      )}
    </section>
  );
}
