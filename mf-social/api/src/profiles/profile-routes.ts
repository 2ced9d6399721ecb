import { Router } from 'express';
import { accepts, allow, type Database } from '@storefront/platform/server';
import { profileCommandsRequest, type MySocialProfileResponse, type ProfileCommandsResponse } from '../../../contract/social-profile';
import { memberIdOf } from '../http/member';
import { runProfileCommand } from './profile-commands';
import { profileOfMember } from './profile-store';

const commandsInput = accepts({ body: profileCommandsRequest });

/** The member's own social profile: read it, and change it by batched commands (onboarding is the first). */
export function profileRoutes(db: Database): Router {
  const router = Router();

  router.get('/api/my/social/profile', allow.members, async (_req, res) => {
    const answer: MySocialProfileResponse = { profile: await profileOfMember(db, memberIdOf(res)) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  router.post('/api/my/social/profile/update', allow.members, commandsInput, async (_req, res) => {
    const memberId = memberIdOf(res);
    const commandResponses = [];
    // In order, each on its own: a refused alias does not undo the description set before it.
    for (const command of commandsInput.body(res).commands) commandResponses.push(await runProfileCommand(db, memberId, command));
    const answer: ProfileCommandsResponse = { commandResponses };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  return router;
}
