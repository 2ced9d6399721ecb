import presentAssetsPlugin, { documentHasAsset } from './present-assets-plugin';

beforeEach(() => {
  document.head.innerHTML = [
    '<link rel="stylesheet" href="/remotes/catalog/page.css" data-href="page.css">',
    '<link rel="preload" as="style" href="/remotes/catalog/preloaded-only.css">',
    '<script src="/remotes/catalog/remoteEntry.js"></script>',
  ].join('');
});

test('finds a stylesheet or script the document has under a path, asked for by its absolute URL', () => {
  const origin = window.location.origin;
  expect(documentHasAsset(`${origin}/remotes/catalog/page.css`)).toBe(true);
  expect(documentHasAsset(`${origin}/remotes/catalog/remoteEntry.js`)).toBe(true);
  expect(documentHasAsset(`${origin}/remotes/catalog/other.css`)).toBe(false);
  // A preload is not the stylesheet: the runtime must still add that one.
  expect(documentHasAsset(`${origin}/remotes/catalog/preloaded-only.css`)).toBe(false);
});

test('leaves what the document has out of the runtime preloads, keeping a filter given before', () => {
  const plugin = presentAssetsPlugin();
  const given = jest.fn((url: string) => !url.endsWith('.map'));
  const preloadOps = [{ nameOrAlias: 'catalog', exposes: ['./ProductPage'], filter: given }, { nameOrAlias: 'account' }];
  const hook = plugin.beforePreloadRemote as unknown as (args: { preloadOps: typeof preloadOps }) => void;
  hook({ preloadOps });
  const origin = window.location.origin;
  const [catalog, account] = preloadOps as unknown as [{ filter: (url: string) => boolean }, { filter: (url: string) => boolean }];
  expect(catalog.filter(`${origin}/remotes/catalog/page.css`)).toBe(false);
  expect(catalog.filter(`${origin}/remotes/catalog/chunk.js`)).toBe(true);
  expect(catalog.filter(`${origin}/remotes/catalog/chunk.js.map`)).toBe(false);
  expect(given).toHaveBeenCalled();
  expect(account.filter(`${origin}/remotes/account/box.css`)).toBe(true);
});
