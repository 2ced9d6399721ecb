// The secret every process of the store signs identities with. `npm start` keeps one in .data/identity-secret (made
// on first start, readable by its owner only), so a restart keeps the sessions' identities valid and the commands that
// talk to the running store (`npm run catalog:import`) can sign with it. IDENTITY_SECRET, when set, wins.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A fresh secret: 32 random bytes, base64url. */
export const newIdentitySecret = () => randomBytes(32).toString('base64url');

export function storeIdentitySecret(root, env = process.env) {
  if (env.IDENTITY_SECRET) return env.IDENTITY_SECRET;
  const folder = join(root, '.data');
  const file = join(folder, 'identity-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const secret = newIdentitySecret();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
