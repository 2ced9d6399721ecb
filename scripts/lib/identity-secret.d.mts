/** A fresh secret: 32 random bytes, base64url. */
export function newIdentitySecret(): string;

/** IDENTITY_SECRET when set; else the one kept in `<root>/.data/identity-secret`, made (mode 0600) on first use. */
export function storeIdentitySecret(root: string, env?: NodeJS.ProcessEnv): string;
