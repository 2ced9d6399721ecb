import { Router } from 'express';
import { accepts, allow, type Database } from '@storefront/platform/server';
import { mentionSearchCount, mentionSearchQuery, type MentionSearchResult } from '../../../contract/mentions';
import { completingProfiles, searchWords } from '../search/social-search-store';

const searchInput = accepts({ query: mentionSearchQuery });

/** GET /api/social/profiles/mention-search?q: the profiles a writer may mean by '@' and what they typed, best first. */
export function mentionRoutes(db: Database): Router {
  const router = Router();
  router.get('/api/social/profiles/mention-search', allow.anyone, searchInput, async (_req, res) => {
    const q = searchInput.query(res).q.replace(/^@/, '');
    const answer: MentionSearchResult = { profiles: await completingProfiles(db, q, searchWords(q), mentionSearchCount) };
    res.json(answer);
  });
  return router;
}
