import compression from 'compression';
import express, { type Express } from 'express';
import { allow, errorHandler, gatewayRoutesFile, gatewayRoutesHandler, healthHandler, notFoundHandler, pageHtmlRoute, remoteStatic, requestLog, requireIdentity, routeTableHandler } from '@storefront/platform/server';
import { gatewayRoutes } from './gateway-routes';
import type { AccountServices } from './account-services';
import { appShellRoutes } from './app-shell/app-shell-route';
import { impersonationRoutes } from './impersonation/impersonation-routes';
import { loginRoutes } from './login/login-routes';
import { loyaltyRoutes } from './loyalty/loyalty-routes';
import { mailViewerRoutes } from './mail/mail-viewer-routes';
import { monitoringRoutes } from './monitoring/monitoring-routes';
import { myPagesRoutes } from './my-pages/my-pages-routes';
import { newsletterRoutes } from './newsletter/newsletter-routes';
import { notificationRoutes } from './notifications/notification-routes';
import { orderRoutes } from './orders/order-routes';
import { passwordRoutes } from './password/password-routes';
import { registrationRoutes } from './registration/registration-routes';
import { sessionRoutes } from './sessions/session-routes';
import { wishListRoutes } from './wish-list/wish-list-routes';

export interface AppOptions {
  services: AccountServices;
  identitySecret: string;
  /** The built account remote (mf-account/web/dist). */
  remoteDir: string;
}

/** Team Account's server: login, sessions, members and their pages, behind the gateway's signed identity. */
export function buildApp({ services, identitySecret, remoteDir }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(requestLog(services.logger));
  app.get('/health', allow.withoutIdentity, healthHandler('account'));
  app.use(requireIdentity(identitySecret, services.now));
  // The first HTML of this team's pages, asked by the gateway (its server bundle, beside the remote). Before the
  // 32 kB parser: its body carries the document's phrases, and the route reads it itself to keep its answers.
  app.use(pageHtmlRoute(remoteDir));
  app.use(express.json({ limit: '32kb' }));
  for (const routes of [
    sessionRoutes,
    loginRoutes,
    registrationRoutes,
    passwordRoutes,
    mailViewerRoutes,
    impersonationRoutes,
    appShellRoutes,
    wishListRoutes,
    notificationRoutes,
    newsletterRoutes,
    monitoringRoutes,
    myPagesRoutes,
    orderRoutes,
    loyaltyRoutes,
  ]) {
    app.use(routes(services));
  }
  // The store's own test suites read the route table to generate their requests (the operator's identity only).
  app.get('/internal/route-table', allow.services('operator'), routeTableHandler(app));
  // What the gateway sends here, read by the gateway as it reads federation.json.
  app.get(`/remote/${gatewayRoutesFile}`, allow.anyone, gatewayRoutesHandler(gatewayRoutes));
  app.use('/remote', remoteStatic(remoteDir));
  app.use(notFoundHandler);
  app.use(errorHandler(services.logger));
  return app;
}
