/** One-way password storage. The real one is Argon2id (password-hashing.ts). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(storedHash: string, password: string): Promise<boolean>;
  /** True when the hash was made with other parameters than today's: rehash it at the next successful login. */
  needsRehash(storedHash: string): boolean;
}
