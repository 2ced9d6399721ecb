import { Router } from 'express';
import type { AccountServices } from '../account-services';
import { myPagesPages } from './my-pages-pages';
import { profileRoutes } from './profile-routes';

/** My pages: the start, profile, subscriptions and QR code pages, and the profile calls. */
export function myPagesRoutes(services: AccountServices): Router {
  const router = Router();
  router.use(profileRoutes(services));
  router.use(myPagesPages(services));
  return router;
}
