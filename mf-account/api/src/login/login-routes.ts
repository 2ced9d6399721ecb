import { Router } from 'express';
import type { AccountServices } from '../account-services';
import { challengeRoute } from '../challenge/challenge-route';
import { prepareDummyHash } from './dummy-hash';
import { logInRoute } from './log-in';

/** Logging in: the password check and the second-stage challenge it may ask for. */
export function loginRoutes(services: AccountServices): Router {
  prepareDummyHash(services.passwords);
  const router = Router();
  router.get('/api/authentication/challenge', challengeRoute(services.challenge));
  router.post('/dologin', logInRoute(services));
  return router;
}
