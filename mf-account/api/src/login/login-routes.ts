import { Router } from 'express';
import { allow } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { challengeRoute } from '../challenge/challenge-route';
import { prepareDummyHash } from './dummy-hash';
import { logInInput, logInRoute } from './log-in';
import { unlockInput, unlockLoginRoute } from './unlock-route';

/** Logging in: the password check, the second-stage challenge it may ask for, and the link that skips it. */
export function loginRoutes(services: AccountServices): Router {
  prepareDummyHash(services.passwords);
  const router = Router();
  router.get('/api/authentication/challenge', allow.anyone, challengeRoute(services.challenge, services.challengeDifficulty.first));
  router.post('/dologin', allow.anyone, logInInput, logInRoute(services));
  router.post('/api/authentication/unlock-login', allow.anyone, unlockInput, unlockLoginRoute(services));
  return router;
}
