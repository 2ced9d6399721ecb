/**
 * Route patterns of the gateway tables:
 * '/mainmenu' matches that path only; '/api/catalog/*' matches '/api/catalog' and everything below it;
 * '/api/stores*' matches every path starting with '/api/stores'; a '{name}' segment matches any one non-empty
 * segment ('/api/catalog/variants/{code}/monitor').
 */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const lowerPath = path.toLowerCase();
  const lowerPattern = pattern.toLowerCase();
  if (lowerPattern.includes('{')) {
    const wanted = lowerPattern.split('/');
    const given = lowerPath.replace(/(.)\/$/, '$1').split('/');
    return wanted.length === given.length && wanted.every((segment, index) => (/^\{\w+\}$/.test(segment) ? given[index] !== '' : segment === given[index]));
  }
  if (lowerPattern.endsWith('/*')) {
    const base = lowerPattern.slice(0, -2);
    return lowerPath === base || lowerPath.startsWith(`${base}/`);
  }
  if (lowerPattern.endsWith('*')) return lowerPath.startsWith(lowerPattern.slice(0, -1));
  return lowerPath === lowerPattern || lowerPath === `${lowerPattern}/`;
}
