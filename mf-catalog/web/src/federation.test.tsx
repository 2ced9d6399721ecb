import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TeamFederation } from '@storefront/platform';
import federationJson from '../federation.json';
import { exposesFrom } from '@storefront/platform/build/remote-federation';

const federation: TeamFederation = federationJson;
const webRoot = path.resolve(__dirname, '..');

describe('federation.json', () => {
  test('names every catalog page type', () => {
    expect(Object.keys(federation.components).sort()).toEqual(
      [
        'BrandListPageViewModel',
        'BrandViewModel',
        'CampaignPageViewModel',
        'CategoryTreeViewModel',
        'CategoryViewModel',
        'CertificateViewModel',
        'CmsPageViewModel',
        'FragranceSearchPageViewModel',
        'PageNotFoundViewModel',
        'ProductTagListPageViewModel',
        'ProductTagPageViewModel',
        'SearchPageViewModel',
        'StartPageViewModel',
        'StoreListPageViewModel',
        'StorePageViewModel',
        'StoreProductsListPageViewModel',
        'VariantViewModel',
      ].sort(),
    );
  });

  test('exposes exactly the modules it names', () => {
    const named = new Set([...Object.values(federation.components), ...Object.values(federation.slots)]);
    expect(Object.keys(exposesFrom(federation)).sort()).toEqual([...named].sort());
  });

  test.each(Object.entries(federation.components))('%s → %s is a source file with a default component', async (_name, module) => {
    const file = path.join(webRoot, exposesFrom(federation)[module]!);
    expect(existsSync(file)).toBe(true);
    const exported = (await import(file)) as { default?: unknown };
    expect(typeof exported.default).toBe('function');
  });
});
