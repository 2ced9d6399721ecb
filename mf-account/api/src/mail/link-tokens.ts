import { createHmac, randomBytes } from 'node:crypto';
import { deriveKey } from '@storefront/platform/server';

/** The keys the tokens of mailed links are kept under, each derived from the store's secret for its own purpose. */
export interface LinkKeys {
  loginUnlock: Buffer;
  registrationConfirmation: Buffer;
}

export const linkKeys = (identitySecret: string): LinkKeys => ({
  loginUnlock: deriveKey(identitySecret, 'login-unlock'),
  registrationConfirmation: deriveKey(identitySecret, 'registration-confirmation'),
});

/** A token for a link or a cookie: 32 random bytes. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** A token as the database knows it: its HMAC under `key`, so a copy of the table neither opens nor recognises a link. */
export const linkTokenHash = (key: Buffer, token: string): string => createHmac('sha256', key).update(token).digest('hex');
