import { matchesPathPattern } from './path-pattern';

describe('path patterns', () => {
  it('match exact paths, subtrees and prefixes', () => {
    expect(matchesPathPattern('/mainmenu', '/MainMenu')).toBe(true);
    expect(matchesPathPattern('/api/catalog/*', '/api/catalog/x')).toBe(true);
    expect(matchesPathPattern('/api/catalog/*', '/api/catalogx')).toBe(false);
    expect(matchesPathPattern('/api/stores*', '/api/storesearch')).toBe(true);
    expect(matchesPathPattern('/', '/c')).toBe(false);
  });

  it('match one segment for a {name} segment', () => {
    const pattern = '/api/catalog/variants/{code}/monitor';
    expect(matchesPathPattern(pattern, '/api/catalog/variants/100001/monitor')).toBe(true);
    expect(matchesPathPattern(pattern, '/API/Catalog/Variants/100001/Monitor/')).toBe(true);
    expect(matchesPathPattern(pattern, '/api/catalog/variants//monitor')).toBe(false);
    expect(matchesPathPattern(pattern, '/api/catalog/variants/1/2/monitor')).toBe(false);
    expect(matchesPathPattern(pattern, '/api/catalog/variants/100001/monitors')).toBe(false);
  });
});
