import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '../identity';

/**
 * The encrypted search text (the catalog's GET /encryptsearchtext, the q of Social's search page): AES-256-GCM under a
 * key derived from the gateway's identity secret, which every team has, base64url(iv ‖ tag ‖ ciphertext). Tampered or
 * foreign texts fail to decrypt (null), they never yield text.
 */
export function searchTextCipher(secret: string) {
  const key = deriveKey(secret, 'search-text');
  return {
    encrypt(text: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
    },
    decrypt(token: string): string | null {
      try {
        const data = Buffer.from(token, 'base64url');
        if (data.length < 29) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
        decipher.setAuthTag(data.subarray(12, 28));
        return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type SearchTextCipher = ReturnType<typeof searchTextCipher>;
