import { teamPagePath, visibleUrl, wantsAppShellData } from './page-url';

describe('page URLs', () => {
  it('map to the team page endpoint, keeping the query and replacing any browser-sent _fallback', () => {
    expect(teamPagePath('/c/makeup?page=2&_fallback=1', { fallback: false })).toBe('/page/c/makeup?page=2');
    expect(teamPagePath('/', { fallback: true })).toBe('/page/?_fallback=1');
  });

  it('show the visitor the URL without hidden parameters', () => {
    expect(visibleUrl('/c/makeup?_lid=4&sort=new&_asd=1&_rdd=1')).toBe('/c/makeup?sort=new');
    expect(wantsAppShellData('/?_asd=1')).toBe(true);
    expect(wantsAppShellData('/?_asd=0')).toBe(false);
  });
});
