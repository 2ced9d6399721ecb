// One folder per jest run for what its test files share: the prepared PGlite snapshots (migrated, seeded) the first
// file that needs one makes and the rest copy (platform/src/server/testing/pglite-snapshots.ts). Workers inherit it,
// and the run's id, which names the template databases it makes on TEST_DATABASE_URL (test-backends.ts).
const { randomBytes } = require('node:crypto');
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async () => {
  process.env.STOREFRONT_TEST_SNAPSHOTS = mkdtempSync(join(tmpdir(), 'storefront-test-snapshots-'));
  process.env.STOREFRONT_TEST_RUN = randomBytes(5).toString('hex');
};
