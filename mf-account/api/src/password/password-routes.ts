import { Router } from 'express';
import { allow } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { forgotPasswordPageInput, forgotPasswordPageRoute } from './forgot-password-page';
import { requestResetInput, requestResetRoute } from './request-reset';
import { updatePasswordInput, updatePasswordRoute } from './update-password';

/** A forgotten password: the link by mail, the reset page and the new password. */
export function passwordRoutes(services: AccountServices): Router {
  const router = Router();
  const requestReset = requestResetRoute(services);
  router.post('/ForgotPasswordPage/ResetPassword', allow.anyone, requestResetInput, requestReset);
  router.post('/api/forgot-password', allow.anyone, requestResetInput, requestReset);
  router.get('/page/forgot-password', allow.anyone, forgotPasswordPageInput, forgotPasswordPageRoute(services));
  router.post('/api/forgot-password/update-password', allow.anyone, updatePasswordInput, updatePasswordRoute(services));
  return router;
}
