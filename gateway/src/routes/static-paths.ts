/** Bundles, images, the fallback stylesheet and health checks: cheap, cacheable, and no business of a visitor's. */
const staticPath = /^\/(shell|remotes|images)\/|^\/(health|fallback\.css|favicon\.ico)$/;

export function isStaticPath(path: string): boolean {
  return staticPath.test(path);
}
