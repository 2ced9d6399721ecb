import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

test('pglite loads', async () => {
  const t = Date.now();
  const req = (process as any).getBuiltinModule('node:module').createRequire(join(process.cwd(), 'mf-catalog/api/package.json'));
  const { PGlite } = req('@electric-sql/pglite');
  const { pg_trgm } = req('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = req('@electric-sql/pglite/contrib/unaccent');
  const db = await PGlite.create({ dataDir: mkdtempSync(join(tmpdir(), 'pgl-')), extensions: { pg_trgm, unaccent } });
  console.log('created', Date.now() - t);
  await db.exec('create extension if not exists pg_trgm; create extension if not exists unaccent;');
  const r = await db.query("select similarity('lanege','laneige') s, unaccent('Crème') u, 1::int8 as b, now()::date d, '{a,b}'::text[] arr, pg_advisory_xact_lock(1) l, $1::json j", [JSON.stringify([{a:1}])]);
  console.log(r.rows, Array.isArray(r.rows[0].arr), Date.now() - t);
  await db.close();
}, 60000);
