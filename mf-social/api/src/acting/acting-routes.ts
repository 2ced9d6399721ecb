import { Router } from 'express';
import { accepts, allow, identityOf, ResponseError, type Database } from '@storefront/platform/server';
import { impersonateRequest } from '../../../contract/social-profile';
import { memberIdOf } from '../http/member';
import { personal } from '../http/personal';
import { unknownProfile } from '../posts/post-refusals';
import { myProfileAnswer } from '../profiles/my-profile';
import { mayImpersonate, profileIdOfMember } from './acting-profile';
import { startImpersonation, stopImpersonation } from './impersonations';
import { setOnBehalfOf } from './on-behalf-cookie';

const impersonateInput = accepts({ body: impersonateRequest });

/**
 * An administrator acts as a profile (impersonate, stop-impersonate): what they write goes out as it until
 * they stop; each time is kept (who, as whom, from when to when). Stopping also ends a member's choice of profile.
 */
export function actingRoutes(db: Database): Router {
  const router = Router();

  router.post('/api/my/social/profile/impersonate', allow.admins, impersonateInput, async (req, res) => {
    const identity = identityOf(res);
    if (!mayImpersonate(identity)) throw new ResponseError(409, 'impersonating_customer', 'Stop acting as the customer first.');
    const adminId = memberIdOf(res);
    const { profileId } = impersonateInput.body(res);
    if ((await profileIdOfMember(db, adminId)) === profileId) throw new ResponseError(400, 'own_profile', 'This is your own profile.');
    if (!(await startImpersonation(db, adminId, profileId))) throw unknownProfile();
    setOnBehalfOf(req, res, profileId);
    personal(res);
    res.json(await myProfileAnswer(db, identity, profileId));
  });

  router.post('/api/my/social/profile/stop-impersonate', allow.members, async (req, res) => {
    await stopImpersonation(db, memberIdOf(res));
    setOnBehalfOf(req, res, null);
    personal(res);
    res.json(await myProfileAnswer(db, identityOf(res), null));
  });

  return router;
}
