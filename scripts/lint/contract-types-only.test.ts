import path from 'node:path';
import * as typescriptParser from '@typescript-eslint/parser';
import { RuleTester } from 'eslint';
import { contractTypesOnly } from './contract-types-only.js';

const tester = new RuleTester({ languageOptions: { parser: typescriptParser } });
// Paths are judged from the folder ESLint runs in (the tree's root).
const at = (file: string, code: string) => ({ code, filename: path.join(process.cwd(), file) });
const refused = (file: string, code: string) => ({ ...at(file, code), errors: [{ messageId: 'typesOnly' }] });
const cartStore = 'mf-cart-checkout/web/src/cart-store/update-cart.ts';

tester.run('storefront/contract-types-only', contractTypesOnly, {
  valid: [
    at(cartStore, "import type { CartUpdateDiff } from '../../../contract/cart-update';"),
    at(cartStore, "export type { CartUpdateDiff } from '../../../contract/cart-update';"),
    at(cartStore, "import { http } from '@storefront/platform';"),
    at(cartStore, "import { pendingChanges } from './pending-changes';"),
    // The team's server takes the schemas themselves.
    at('mf-cart-checkout/api/src/cart/cart-routes.ts', "import { cartUpdateDiff } from '../../../contract/cart-update';"),
  ],
  invalid: [
    refused(cartStore, "import { cartUpdateDiff } from '../../../contract/cart-update';"),
    refused(cartStore, "import { type CartUpdateDiff } from '../../../contract/cart-update';"),
    refused(cartStore, "import '../../../contract/cart-update';"),
    refused(cartStore, "export { cartUpdateDiff } from '../../../contract/cart-update';"),
    refused(cartStore, "export * from '../../../contract';"),
    refused(cartStore, "const contract = import('../../../contract/cart-update');"),
  ],
});
