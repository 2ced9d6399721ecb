import vm from 'node:vm';
import type * as PgliteModule from '@electric-sql/pglite';
import type * as PgTrgmModule from '@electric-sql/pglite/contrib/pg_trgm';
import type * as UnaccentModule from '@electric-sql/pglite/contrib/unaccent';

type Importer = (specifier: string) => Promise<unknown>;

/**
 * Jest runs code in a vm context without --experimental-vm-modules, where PGlite's own `import('fs/promises')` fails.
 * There, PGlite is imported with Node's default loader in the main context instead (vm.USE_MAIN_CONTEXT_DEFAULT_LOADER).
 */
function importer(): Importer {
  if (!process.env.JEST_WORKER_ID) return (specifier) => import(specifier);
  return new vm.Script('(specifier) => import(specifier)', {
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  }).runInThisContext() as Importer;
}

export interface PgliteModules {
  PGlite: typeof PgliteModule.PGlite;
  extensions: { pg_trgm: typeof PgTrgmModule.pg_trgm; unaccent: typeof UnaccentModule.unaccent };
}

export async function loadPglite(): Promise<PgliteModules> {
  const load = importer();
  const [core, trgm, unaccent] = await Promise.all([
    load('@electric-sql/pglite') as Promise<typeof PgliteModule>,
    load('@electric-sql/pglite/contrib/pg_trgm') as Promise<typeof PgTrgmModule>,
    load('@electric-sql/pglite/contrib/unaccent') as Promise<typeof UnaccentModule>,
  ]);
  return { PGlite: core.PGlite, extensions: { pg_trgm: trgm.pg_trgm, unaccent: unaccent.unaccent } };
}
