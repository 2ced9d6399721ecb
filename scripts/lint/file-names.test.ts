import path from 'node:path';
import { RuleTester } from 'eslint';
import { fileNames } from './file-names.js';

const tester = new RuleTester();
// Names are judged from the folder ESLint runs in (the tree's root); folders above it are not the project's.
const at = (file: string) => ({ code: '', filename: path.join(process.cwd(), file) });
const notKebab = (file: string) => ({ ...at(file), errors: [{ messageId: 'notKebab' }] });

tester.run('storefront/file-names', fileNames, {
  valid: [
    at('mf-cart-checkout/web/src/cart-store/cart-store.ts'),
    at('shell/src/app/app.test.tsx'),
    at('e2e/tests/logout-journey.spec.ts'),
    at('types/style-stub.d.ts'),
    at('jest.global-setup.cjs'),
  ],
  invalid: [
    notKebab('shell/src/header/Header.tsx'),
    notKebab('mf-account/web/src/web_support/logout.ts'),
    notKebab('mf-catalog/api/src/searchText.ts'),
    notKebab('platform/src/UI/button.tsx'),
  ],
});
