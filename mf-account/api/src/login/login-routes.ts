import { Router } from 'express';
import { allow } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { challengeRoute } from '../challenge/challenge-route';
import { prepareDummyHash } from './dummy-hash';
import { logInInput, logInRoute } from './log-in';

/** Logging in: the password check and the second-stage challenge it may ask for. */
export function loginRoutes(services: AccountServices): Router {
  prepareDummyHash(services.passwords);
  const router = Router();
  router.get('/api/authentication/challenge', allow.anyone, challengeRoute(services.challenge));
  router.post('/dologin', allow.anyone, logInInput, logInRoute(services));
  return router;
}
