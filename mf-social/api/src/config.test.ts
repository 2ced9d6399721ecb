import { postingLimits } from '../../contract/moderation';
import { readConfig } from './config';

const secret = { IDENTITY_SECRET: 'x'.repeat(48) };

describe("Social's settings", () => {
  test('the posting limits are the shop’s own unless the operator sets other counts', () => {
    expect(readConfig(secret).postingLimits).toEqual(postingLimits);
    const set = readConfig({ ...secret, SOCIAL_POSTS_PER_HOUR: '3', SOCIAL_REPORTS_PER_HOUR: '100' }).postingLimits;
    expect(set).toEqual({ ...postingLimits, posts: { count: 3, perSeconds: 3_600 }, reports: { count: 100, perSeconds: 3_600 } });
  });

  test('a count that is not a whole number of at least 1 stops the start', () => {
    expect(() => readConfig({ ...secret, SOCIAL_POSTS_PER_HOUR: '0' })).toThrow();
    expect(() => readConfig({ ...secret, SOCIAL_COMMENTS_PER_HOUR: 'many' })).toThrow();
  });
});
