import { useState, type KeyboardEvent } from 'react';
import { Button, Modal, ProductImage, useAppShellData, usePhrase } from '@storefront/platform';
import type { ProfileStories } from '../../../contract/stories';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { refusalOf } from '../forms/refusal';
import { profileUrl } from '../post-author/author-link';
import { PostDate } from '../post-date/post-date';
import { deleteStory, hideStory } from './story-requests';

/** Where the viewer is: which profile's stories, and which of them. */
export interface StoryPlace {
  profile: number;
  story: number;
}

export interface StoryViewerProps {
  profiles: ProfileStories[];
  /** Where it opens; null while closed. */
  place: StoryPlace | null;
  onPlace(place: StoryPlace | null): void;
  /** A story of the member's own was deleted: the lists without it. */
  onDeleted(storyId: string): void;
}

/**
 * The stories in a dialog, one at a time: the picture (its description its text), whose and when, its place among the
 * profile's; Next and Previous (or the arrow keys) go on through the profile's stories and into the next profile's,
 * and Next on the last closes. On one's own story, Delete asks once more; an administrator hides anyone else's at once
 * (a moderator's action, kept by Social with who took it).
 */
export default function StoryViewer({ profiles, place, onPlace, onDeleted }: StoryViewerProps) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState('');
  const shell = useAppShellData();
  const isModerator = shell?.currentUser.isAdmin === true && !shell.isStoreDevice;
  const current = place ? profiles[place.profile] : undefined;
  const story = place ? current?.stories[place.story] : undefined;

  const goTo = (next: StoryPlace | null) => {
    setConfirming(false);
    setAlert('');
    onPlace(next);
  };
  const isFirst = !place || (place.profile === 0 && place.story === 0);
  const isLast = !place || !current || (place.profile === profiles.length - 1 && place.story === current.stories.length - 1);

  function next(): void {
    if (!place || !current) return;
    if (place.story + 1 < current.stories.length) goTo({ profile: place.profile, story: place.story + 1 });
    else if (place.profile + 1 < profiles.length) goTo({ profile: place.profile + 1, story: 0 });
    else goTo(null);
  }

  function previous(): void {
    if (!place || isFirst) return;
    if (place.story > 0) goTo({ profile: place.profile, story: place.story - 1 });
    else goTo({ profile: place.profile - 1, story: profiles[place.profile - 1]!.stories.length - 1 });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    // Only plain arrows: with a modifier they are the browser's or the screen reader's.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  }

  async function remove(action: typeof deleteStory = deleteStory): Promise<void> {
    if (!story) return;
    try {
      await action(http, story.storyId);
      setConfirming(false);
      onDeleted(story.storyId);
    } catch (error) {
      setAlert(refusalOf(error, t).message);
    }
  }

  return (
    <Modal isOpen={Boolean(story)} onClose={() => goTo(null)} title={current?.author.displayName ?? ''}>
      {current && story && place && (
        // The arrow keys are the dialog's own shortcut for its Next and Previous buttons.
        <div className="o_StoryViewer" onKeyDown={onKeyDown}>
          <p className="o_StoryViewer__place" aria-live="polite">
            {t('/Social/Stories/Position', { n: String(place.story + 1), count: String(current.stories.length) })}
            {' · '}
            <PostDate dateTime={story.createdAt} />
          </p>
          <ProductImage
            key={story.storyId}
            image={{ src: story.imageUrl, altText: story.description, sourceWidth: story.width, sourceHeight: story.height }}
            size="medium"
            smallest="tiny"
            sizes="min(90vw, 28rem)"
            eager
            className="o_StoryViewer__picture"
          />
          <div className="o_StoryViewer__buttons">
            <Button variant="secondary" aria-disabled={isFirst} onClick={previous}>
              {t('/Social/Stories/Previous')}
            </Button>
            <Button onClick={next} data-autofocus>
              {t(isLast ? '/Social/Stories/Done' : '/Social/Stories/Next')}
            </Button>
          </div>
          <p className="o_StoryViewer__profile">
            <a href={profileUrl(current.author.alias)}>{t('/Social/Stories/ShowProfile')}</a>
          </p>
          {story.isOwn &&
            (confirming ? (
              <div className="o_StoryViewer__confirm" role="group" aria-label={t('/Social/Stories/ConfirmDelete')}>
                <p>{t('/Social/Stories/ConfirmDelete')}</p>
                <Button onClick={() => remove()}>{t('/Social/Stories/ConfirmDeleteYes')}</Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('/Social/Stories/Cancel')}
                </Button>
              </div>
            ) : (
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                {t('/Social/Stories/Delete')}
              </Button>
            ))}
          {!story.isOwn && isModerator && (
            <Button variant="ghost" onClick={() => remove(hideStory)}>
              {t('/Social/Stories/Hide')}
            </Button>
          )}
          <FormAlert text={alert} />
        </div>
      )}
    </Modal>
  );
}
