export * from './identity';
export { runTeamServer, exitOnStartFailure, type TeamServer, type TeamServerOptions } from './run-team-server';

export type { Database, Queryable } from './db/database';
export type { PgliteExtensionName } from './db/load-pglite';
export { openPgliteDatabase, type PgliteOptions } from './db/pglite-database';
export { openPostgresDatabase, type PostgresOptions } from './db/postgres-database';
export { openDatabase, type DatabaseOptions } from './db/open-database';
export { embeddedStatisticsTarget } from './db/pglite-upkeep';
export { migrate, migrationLockKey } from './db/migrate';
export { isUniqueViolation } from './db/unique-violation';

export { errorBody, type ErrorBody } from './http/error-body';
export { ResponseError, badRequest, notFound } from './http/response-error';
export { errorHandler, notFoundHandler } from './http/error-handler';
export { parseInput } from './http/parse-input';
export { isProductCode, productCode, productCodeList, productCodePattern } from './http/code-list';
export { requestLog } from './http/request-log';
export { requireIdentity, identityOf } from './http/require-identity';
export { reachedOverHttps } from './http/over-https';
export { cookieValue } from '../http/cookie-value';
export { allow, guardRefusals, loginRequired, isAccessGuard, type AccessGuard, type RouteAccess } from './http/access';
export { accepts, isRouteInput, type InputSchemas, type RouteInput } from './http/accepts';
export { listRoutes, samplePath, type RouteEntry } from './http/route-table';
export { describeRoutes, routeTableHandler, type DescribedRoute } from './http/route-table-route';
export { singleLineText, isStorableText, textRuleViolations, textRuleMessages } from './http/text-rules';
export { remoteStatic } from './http/remote-static';
export { healthHandler } from './http/health-handler';
export { gatewayRoutesSchema, type GatewayRoutes, type GatewayRoutesDeclaration } from './gateway-routes/gateway-routes';
export { gatewayRoutesFile, gatewayRoutesHandler } from './gateway-routes/gateway-routes-route';
export { matchesPathPattern } from './gateway-routes/path-pattern';
export { pageHtmlRoute } from './pages/page-html-route';
export { memberPageBase } from './pages/member-page-base';
export { pageTitle, siteName } from './pages/page-title';
export { pageInput, pageQuery, wantsFallback } from './pages/page-query';
export { precompressedStatic, type PrecompressedStaticOptions } from './http/precompressed-static';
export { serviceCallHeaders } from './http/service-call';
export { callTeam, postAsService, type ServicePost, type TeamAnswer, type TeamCall } from './http/team-call';
export { LruCache } from './cache/lru-cache';
export { ImageStore, type ImageRequest, type ImageStoreOptions } from './images/image-store';
export type { DiskCacheLimits } from './images/disk-cache';
export { avifEffort, avifQuality, contentTypes, renderImage, type RenderImage } from './images/render-image';
export { imageQuery } from './images/image-query';
export { sendImage } from './images/send-image';
export { imageUploadBody, maxStoredEdge, maxUploadBytes, maxUploadPixels, readUploadedImage, type UploadedImage } from './images/uploaded-image';
export { TtlCache } from './cache/ttl-cache';
export { seededRandom } from './random/seeded-random';
export { searchTextCipher, type SearchTextCipher } from './search/search-text-cipher';
export {
  startPeriodicPublisher,
  warnAgainAfterMs,
  type PeriodicPublisher,
  type PeriodicPublisherOptions,
} from './publishing/periodic-publisher';
