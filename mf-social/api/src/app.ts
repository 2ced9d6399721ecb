import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import {
  allow,
  errorHandler,
  gatewayRoutesFile,
  gatewayRoutesHandler,
  healthHandler,
  ImageStore,
  notFoundHandler,
  pageHtmlRoute,
  remoteStatic,
  requestLog,
  requireIdentity,
  routeTableHandler,
  type Database,
} from '@storefront/platform/server';
import { actingRoutes } from './acting/acting-routes';
import { sharedProfileRoutes } from './acting/shared-profile-routes';
import type { CatalogProducts } from './catalog/catalog-products';
import { deletionRoutes } from './deleting/deletion-routes';
import { directMessageRoutes } from './direct-messages/direct-message-routes';
import { editRoutes } from './editing/edit-routes';
import { commentLikeRoutes } from './comment-likes/comment-like-routes';
import { feedRoutes } from './feed/feed-routes';
import { followRoutes } from './follows/follow-routes';
import { gatewayRoutes } from './gateway-routes';
import { hashtagRoutes } from './hashtags/hashtag-routes';
import { imageRoutes } from './images/image-routes';
import { reviewImportRoute } from './import/review-import-route';
import { syntheticSocialRoute } from './import/synthetic-route';
import { moderationRoutes } from './moderation/moderation-routes';
import { shopPostingLimits, type PostingLimits } from './moderation/posting-limits';
import { reportRoutes } from './moderation/report-routes';
import { lookRoutes } from './looks/look-routes';
import { mentionRoutes } from './mentions/mention-routes';
import { savedPostRoutes } from './saved/saved-post-routes';
import { postListingRoutes } from './post-listing/post-listing-routes';
import { postRoutes } from './posts/post-routes';
import { replyRoutes } from './replies/reply-routes';
import { productSectionsRoutes } from './product-sections/product-sections-routes';
import { profilePageRoutes } from './profile-page/profile-page-routes';
import { profileRoutes } from './profiles/profile-routes';
import { socialSearchRoutes } from './search/social-search-routes';
import { storyRoutes } from './stories/story-routes';

export interface AppOptions {
  db: Database;
  logger: Logger;
  identitySecret: string;
  catalog: CatalogProducts;
  /** The built social remote (mf-social/web/dist). */
  remoteDir: string;
  /** Where uploaded pictures, encoded at the widths asked, are kept on disk. */
  imageCacheDir: string;
  /** Told when reviews were written, so their products' summaries reach the catalog soon (the publisher's nudge). */
  reviewsChanged?: () => void;
  /** Told when an answer, comment or helpful mark may have left an event for team Account (the publisher's nudge). */
  notificationsWaiting?: () => void;
  /** What a member may write within an hour; the shop's own limits unless the operator set others. */
  postingLimits?: PostingLimits;
  now?: () => number;
}

/**
 * The social team server: profiles and follows, posts about products, answers and helpful marks, the feed, direct
 * messages, reports and moderation, uploaded pictures, behind the gateway's identity.
 * Every route names who may call it (`allow.…`) and declares what it reads (`accepts`): the attack suite reads the
 * table back.
 */
export function buildApp(options: AppOptions): Express {
  const { db, logger, catalog } = options;
  const events = { reviewsChanged: options.reviewsChanged ?? (() => undefined), notificationsWaiting: options.notificationsWaiting ?? (() => undefined) };
  const limits = options.postingLimits ?? shopPostingLimits;
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(requestLog(logger));
  app.get('/health', allow.withoutIdentity, healthHandler('social'));
  app.use(requireIdentity(options.identitySecret, options.now));
  // Before the JSON parser below: a chunk of a review file is bigger than any shopper's post.
  app.use(reviewImportRoute(db, catalog, events));
  // The first HTML of this team's pages, asked by the gateway (its server bundle, beside the remote). Before the 32 kB
  // parser: its body carries the document's phrases, and the route reads it itself.
  app.use(pageHtmlRoute(options.remoteDir));
  // Before the JSON parser too: an upload's body is the picture's bytes, whatever its Content-Type says.
  app.use(imageRoutes(db, new ImageStore(options.imageCacheDir), limits));
  app.use(express.json({ limit: '32kb' }));
  app.use(syntheticSocialRoute(db, events));
  app.use(profileRoutes(db, catalog));
  app.use(actingRoutes(db));
  app.use(savedPostRoutes(db, catalog));
  app.use(productSectionsRoutes(db, catalog));
  app.use(lookRoutes(db, catalog));
  app.use(mentionRoutes(db));
  app.use(profilePageRoutes(db, catalog));
  app.use(followRoutes(db, events));
  app.use(feedRoutes(db, catalog));
  app.use(hashtagRoutes(db, catalog));
  app.use(postListingRoutes(db, catalog));
  app.use(socialSearchRoutes(db, catalog, options.identitySecret));
  app.use(postRoutes(db, catalog, limits, events));
  app.use(replyRoutes(db, limits, events));
  app.use(deletionRoutes(db, events));
  app.use(editRoutes(db, catalog, events));
  app.use(commentLikeRoutes(db, events));
  app.use(storyRoutes(db, limits));
  app.use(directMessageRoutes(db, limits, events));
  app.use(reportRoutes(db, limits, events.reviewsChanged));
  app.use(moderationRoutes(db, events.reviewsChanged));
  app.use(sharedProfileRoutes(db));
  // The store's own test suites read the route table to generate their requests (the operator's identity only).
  app.get('/internal/route-table', allow.services('operator'), routeTableHandler(app));
  // What the gateway sends here, read by the gateway as it reads federation.json.
  app.get(`/remote/${gatewayRoutesFile}`, allow.anyone, gatewayRoutesHandler(gatewayRoutes));
  app.use('/remote', allow.anyone, remoteStatic(options.remoteDir));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
