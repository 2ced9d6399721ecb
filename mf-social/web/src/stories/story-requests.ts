import type { HttpClient } from '@storefront/platform';
import type { CreateStoryRequest, CreateStoryResponse, Story, StoriesResponse } from '../../../contract/stories';

/** POST /api/social/stories/create: one of the member's uploads, described. */
export async function shareStory(http: Pick<HttpClient, 'post'>, request: CreateStoryRequest): Promise<Story> {
  return (await http.post<CreateStoryResponse>('/api/social/stories/create', request)).data.story;
}

/** POST /api/social/stories/{storyId}/delete: one of the member's own. */
export async function deleteStory(http: Pick<HttpClient, 'post'>, storyId: string): Promise<void> {
  await http.post(`/api/social/stories/${encodeURIComponent(storyId)}/delete`, {});
}

/** POST /api/admin/social/moderation/hide-story: an administrator hides anyone's story for everyone. */
export async function hideStory(http: Pick<HttpClient, 'post'>, storyId: string): Promise<void> {
  await http.post('/api/admin/social/moderation/hide-story', { storyId });
}

/** GET /api/my/social/feed/stories: the stories of the member's feed, their own first. */
export async function feedStories(http: Pick<HttpClient, 'get'>): Promise<StoriesResponse['profiles']> {
  return (await http.get<StoriesResponse>('/api/my/social/feed/stories')).data.profiles;
}
