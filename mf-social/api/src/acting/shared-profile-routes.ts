import { Router, type Response } from 'express';
import { accepts, allow, ResponseError, type Database } from '@storefront/platform/server';
import { profileAgentRequest, profileAgentsQuery, sharedProfileRequest, type ProfileAgentsResponse } from '../../../contract/shared-profiles';
import { aliasPattern } from '../../../contract/social-profile';
import { memberIdOf } from '../http/member';
import { personal } from '../http/personal';
import { unknownProfile } from '../posts/post-refusals';
import { profileById } from '../profiles/profile-store';
import { agentsOf, createSharedProfile, setAgent } from './shared-profile-store';

const createInput = accepts({ body: sharedProfileRequest });
const agentInput = accepts({ body: profileAgentRequest });
const agentsInput = accepts({ query: profileAgentsQuery });

const admin = '/api/admin/social';

/**
 * Shared profiles (administrators only): make one, and name or strike off the members who may write as it (its agents,
 * who then find it among their authorized profiles).
 */
export function sharedProfileRoutes(db: Database): Router {
  const router = Router();

  const agentsAnswer = async (res: Response, profileId: string) => {
    const profile = await profileById(db, profileId);
    if (!profile) throw unknownProfile();
    const answer: ProfileAgentsResponse = { profile, agents: await agentsOf(db, profileId) };
    personal(res);
    res.json(answer);
  };

  router.post(`${admin}/shared-profiles/create`, allow.admins, createInput, async (_req, res) => {
    const { displayName, alias } = createInput.body(res);
    if (!aliasPattern.test(alias)) throw new ResponseError(400, 'invalid_alias', 'An alias is letters, digits, hyphens, underscores or dots.');
    const profileId = await createSharedProfile(db, displayName, alias);
    if (profileId === 'unavailableAlias') throw new ResponseError(409, 'unavailable_alias', 'Another profile has this alias.');
    res.status(201);
    await agentsAnswer(res, profileId);
  });

  router.get(`${admin}/profile-agents`, allow.admins, agentsInput, async (_req, res) => {
    await agentsAnswer(res, agentsInput.query(res).profileId);
  });

  for (const action of ['grant', 'revoke'] as const) {
    router.post(`${admin}/profile-agents/${action}`, allow.admins, agentInput, async (_req, res) => {
      const { profileId, memberId } = agentInput.body(res);
      const outcome = await setAgent(db, profileId, memberId, action === 'grant', memberIdOf(res));
      if (outcome === 'unknownProfile') throw unknownProfile();
      if (outcome === 'ownProfile') throw new ResponseError(400, 'own_profile', 'The member owns this profile: they write as it already.');
      await agentsAnswer(res, profileId);
    });
  }

  return router;
}
