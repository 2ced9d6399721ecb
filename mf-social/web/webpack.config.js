import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteWebpackConfig } from '@storefront/platform/build';

export default remoteWebpackConfig({ root: path.dirname(fileURLToPath(import.meta.url)), name: 'social' });
