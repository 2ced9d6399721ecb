/**
 * Route patterns of the gateway tables:
 * '/mainmenu' matches that path only; '/api/catalog/*' matches '/api/catalog' and everything below it;
 * '/api/stores*' matches every path starting with '/api/stores'.
 */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const lowerPath = path.toLowerCase();
  const lowerPattern = pattern.toLowerCase();
  if (lowerPattern.endsWith('/*')) {
    const base = lowerPattern.slice(0, -2);
    return lowerPath === base || lowerPath.startsWith(`${base}/`);
  }
  if (lowerPattern.endsWith('*')) return lowerPath.startsWith(lowerPattern.slice(0, -1));
  return lowerPath === lowerPattern || lowerPath === `${lowerPattern}/`;
}
