// Removes the run's snapshot folder (jest.global-setup.cjs).
const { rmSync } = require('node:fs');

module.exports = async () => {
  const folder = process.env.STOREFRONT_TEST_SNAPSHOTS;
  if (folder) rmSync(folder, { recursive: true, force: true });
};
