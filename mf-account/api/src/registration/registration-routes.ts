import { Router } from 'express';
import type { AccountServices } from '../account-services';
import { registerRoute } from './register';

/** Becoming a member (spec 01 §4.7, §5). */
export function registrationRoutes(services: AccountServices): Router {
  const router = Router();
  router.post('/register', registerRoute(services));
  return router;
}
