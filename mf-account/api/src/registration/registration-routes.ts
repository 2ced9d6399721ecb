import { Router } from 'express';
import { allow } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { registrationInput, registerRoute } from './register';

/** Becoming a member (spec 01 §4.7, §5). */
export function registrationRoutes(services: AccountServices): Router {
  const router = Router();
  router.post('/register', allow.anyone, registrationInput, registerRoute(services));
  return router;
}
