import vm from 'node:vm';
import type * as PgliteModule from '@electric-sql/pglite';
import type { Extension } from '@electric-sql/pglite';

/** The contrib extensions PGlite ships (`@electric-sql/pglite/contrib/<name>`). */
export type PgliteExtensionName =
  | 'amcheck' | 'auto_explain' | 'bloom' | 'btree_gin' | 'btree_gist' | 'citext' | 'cube' | 'dict_int' | 'dict_xsyn'
  | 'earthdistance' | 'file_fdw' | 'fuzzystrmatch' | 'hstore' | 'intarray' | 'isn' | 'lo' | 'ltree' | 'moddatetime'
  | 'pageinspect' | 'pg_buffercache' | 'pg_freespacemap' | 'pg_stat_statements' | 'pg_surgery' | 'pg_trgm'
  | 'pg_visibility' | 'pg_walinspect' | 'pgcrypto' | 'seg' | 'tablefunc' | 'tcn' | 'tsm_system_rows'
  | 'tsm_system_time' | 'unaccent' | 'uuid_ossp';

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

export interface PgliteModules extends Pick<typeof PgliteModule, 'protocol' | 'parse'> {
  PGlite: typeof PgliteModule.PGlite;
  extensions: Record<string, Extension>;
}

/** PGlite and the named contrib extensions, loaded through the same loader (see `importer`). */
export async function loadPglite(extensionNames: readonly PgliteExtensionName[] = []): Promise<PgliteModules> {
  const load = importer();
  const [core, ...contribs] = await Promise.all([
    load('@electric-sql/pglite') as Promise<typeof PgliteModule>,
    ...extensionNames.map((name) => load(`@electric-sql/pglite/contrib/${name}`) as Promise<Record<string, Extension>>),
  ]);
  const extensions = Object.fromEntries(extensionNames.map((name, index) => [name, contribs[index]![name]!]));
  return { PGlite: core.PGlite, protocol: core.protocol, parse: core.parse, extensions };
}
