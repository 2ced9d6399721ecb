import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TeamFederation } from '@storefront/platform';
import federationJson from '../federation.json';
import { exposesFrom } from '@storefront/platform/build/remote-federation';

const federation: TeamFederation = federationJson;
const webRoot = path.resolve(__dirname, '..');

describe('federation.json', () => {
  test('names the social profile pages, the feed, the hashtag pages, the post listing, the search page and the messages page, and the product page slot Social fills', () => {
    expect(federation.components).toEqual({
      SocialProfilePageViewModel: './SocialProfilePage',
      SocialFeedViewModel: './SocialFeedPage',
      MySocialProfilePageViewModel: './MySocialProfilePage',
      HashtagViewModel: './HashtagPage',
      SocialPostListingViewModel: './PostListingPage',
      SocialSearchPageViewModel: './SocialSearchPage',
      SocialMessagesPageViewModel: './SocialMessagesPage',
    });
    expect(federation.slots).toEqual({ 'product:social-sections': './ProductSocialSections' });
  });

  test.each(Object.entries(exposesFrom(federation)))('%s is %s, a source file with a default component', async (_module, file) => {
    const source = path.join(webRoot, file);
    expect(existsSync(source)).toBe(true);
    const exported = (await import(source)) as { default?: unknown };
    expect(typeof exported.default).toBe('function');
  });
});
