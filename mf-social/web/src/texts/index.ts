import type { PhraseTable } from '@storefront/platform';
import { actingPhrases } from './acting';
import { commentPhrases } from './comments';
import { deletingPhrases } from './deleting';
import { editingPhrases } from './editing';
import { feedPhrases } from './feed';
import { followPhrases } from './follows';
import { formPhrases } from './forms';
import { hashtagPhrases } from './hashtags';
import { lookPhrases } from './looks';
import { mentionPhrases } from './mentions';
import { messagePhrases } from './messages';
import { moderationPhrases } from './moderation';
import { myProfilePhrases } from './my-profile';
import { picturePhrases } from './pictures';
import { postListingPhrases } from './post-listing';
import { profilePhrases } from './profile';
import { questionPhrases } from './questions';
import { replyPhrases } from './replies';
import { reviewFormPhrases } from './review-form';
import { reviewPhrases } from './reviews';
import { savedPhrases } from './saved';
import { searchPhrases } from './search';
import { storyPhrases } from './stories';
import { userImagePhrases } from './user-images';
import { socialProfilePhrases } from './social-profile';

/**
 * Team Social's browser texts by area. The build publishes them as texts.json beside federation.json
 * (platform/build/emit-texts-json-plugin.js) and the gateway merges them into the phrases every page carries, so no
 * bundle holds them: only tests import this.
 */
export const textAreas: Record<string, PhraseTable> = {
  reviews: reviewPhrases,
  'review-form': reviewFormPhrases,
  questions: questionPhrases,
  forms: formPhrases,
  'social-profile': socialProfilePhrases,
  acting: actingPhrases,
  moderation: moderationPhrases,
  profile: profilePhrases,
  follows: followPhrases,
  feed: feedPhrases,
  deleting: deletingPhrases,
  editing: editingPhrases,
  'my-profile': myProfilePhrases,
  pictures: picturePhrases,
  hashtags: hashtagPhrases,
  'post-listing': postListingPhrases,
  search: searchPhrases,
  stories: storyPhrases,
  'user-images': userImagePhrases,
  looks: lookPhrases,
  comments: commentPhrases,
  replies: replyPhrases,
  saved: savedPhrases,
  mentions: mentionPhrases,
  messages: messagePhrases,
};
