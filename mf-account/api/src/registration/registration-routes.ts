import { Router } from 'express';
import { allow } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { confirmRegistrationInput, confirmRegistrationRoute } from './confirm-registration-route';
import { registrationInput, registerRoute } from './register';

/** Becoming a member: registering, and the mailed link that confirms the address. */
export function registrationRoutes(services: AccountServices): Router {
  const router = Router();
  router.post('/register', allow.anyone, registrationInput, registerRoute(services));
  router.post('/api/authentication/confirm-registration', allow.anyone, confirmRegistrationInput, confirmRegistrationRoute(services));
  return router;
}
