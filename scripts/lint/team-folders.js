// The teams of the tree are its `mf-*` folders: every check that goes over the teams finds them here, so a new team
// is checked by existing.
import { readdirSync } from 'node:fs';

/** The names of the team folders directly under `root` (`mf-catalog`, ...). */
export const teamFolders = (root) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => entry.name);
