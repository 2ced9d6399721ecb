// The remote's public surface is federation.json; this maps each module named there to its source file,
// so webpack's `exposes` and the tests read one list.

/** './ProductPage' → './src/product-page/product-page.tsx' */
export function sourceFileOf(exposedModule) {
  const name = exposedModule.replace(/^\.\//, '');
  const folder = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `./src/${folder}/${folder}.tsx`;
}

/** TeamFederation → webpack `exposes` ({ './ProductPage': './src/product-page/product-page.tsx', ... }). */
export function exposesFrom(federation) {
  const modules = [...Object.values(federation.components), ...Object.values(federation.slots)];
  return Object.fromEntries([...new Set(modules)].map((module) => [module, sourceFileOf(module)]));
}
