// Turns a remote's federation.json into its server bundle's entry: every page component, imported statically, handed
// to the platform's page render. The team server loads the bundle at run time; it never imports web sources.
import { sourceFileOf } from './remote-federation.js';

export default function serverEntryLoader(source) {
  const { components } = JSON.parse(source);
  const entries = Object.entries(components);
  const imports = entries.map(([, module], index) => `import Page${index} from ${JSON.stringify(sourceFileOf(module))};`);
  const table = entries.map(([componentName], index) => `  ${JSON.stringify(componentName)}: Page${index},`);
  return [
    `import { createPageRenderer } from '@storefront/platform/server-render';`,
    ...imports,
    `export const renderPage = createPageRenderer({`,
    ...table,
    `});`,
  ].join('\n');
}
