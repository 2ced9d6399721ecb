import { Router } from 'express';
import type { AccountServices } from '../account-services';
import { forgotPasswordPageRoute } from './forgot-password-page';
import { requestResetRoute } from './request-reset';
import { updatePasswordRoute } from './update-password';

/** A forgotten password: the link by mail, the reset page and the new password. */
export function passwordRoutes(services: AccountServices): Router {
  const router = Router();
  const requestReset = requestResetRoute(services);
  router.post('/ForgotPasswordPage/ResetPassword', requestReset);
  router.post('/api/forgot-password', requestReset);
  router.get('/page/forgot-password', forgotPasswordPageRoute(services));
  router.post('/api/forgot-password/update-password', updatePasswordRoute(services));
  return router;
}
