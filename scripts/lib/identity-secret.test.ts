import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storeIdentitySecret } from './identity-secret.mjs';

let root: string;
const secretFile = () => join(root, '.data', 'identity-secret');
const modeOf = (path: string) => statSync(path).mode & 0o777;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'storefront-secret-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the secret npm start hands every process', () => {
  it('is made once, 32 random bytes, in .data/identity-secret readable by its owner only', () => {
    const secret = storeIdentitySecret(root, {});
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(secretFile(), 'utf8').trim()).toBe(secret);
    expect(modeOf(secretFile())).toBe(0o600);
    expect(modeOf(join(root, '.data'))).toBe(0o700);
  });

  it('is the same on the next start, and differs between two stores', () => {
    const first = storeIdentitySecret(root, {});
    const written = statSync(secretFile()).mtimeMs;
    expect(storeIdentitySecret(root, {})).toBe(first);
    expect(statSync(secretFile()).mtimeMs).toBe(written);
    const other = mkdtempSync(join(tmpdir(), 'storefront-secret-'));
    try {
      expect(storeIdentitySecret(other, {})).not.toBe(first);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('is IDENTITY_SECRET when that is set, and then no file is made or changed', () => {
    const given = 'a-secret-from-the-environment-0123456789abc';
    expect(storeIdentitySecret(root, { IDENTITY_SECRET: given })).toBe(given);
    expect(() => statSync(secretFile())).toThrow();
    const kept = storeIdentitySecret(root, {});
    expect(storeIdentitySecret(root, { IDENTITY_SECRET: given })).toBe(given);
    expect(readFileSync(secretFile(), 'utf8').trim()).toBe(kept);
  });

  it('replaces a kept value too short to be a secret, and leaves the new one to its owner only', () => {
    mkdirSync(join(root, '.data'));
    writeFileSync(secretFile(), 'short\n');
    chmodSync(secretFile(), 0o644);
    const secret = storeIdentitySecret(root, {});
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(secretFile(), 'utf8').trim()).toBe(secret);
    expect(modeOf(secretFile())).toBe(0o600);
  });
});
