// Removes the run's snapshot folder and the template databases it made on TEST_DATABASE_URL (jest.global-setup.cjs).
const { rmSync } = require('node:fs');

async function dropTemplates(connectionString, run) {
  const { Client } = require('pg');
  const client = new Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`storefront_tpl_${run}_`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

module.exports = async () => {
  const folder = process.env.STOREFRONT_TEST_SNAPSHOTS;
  if (folder) rmSync(folder, { recursive: true, force: true });
  const run = process.env.STOREFRONT_TEST_RUN;
  if (run && process.env.TEST_DATABASE_URL) await dropTemplates(process.env.TEST_DATABASE_URL, run);
};
