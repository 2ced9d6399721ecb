/**
 * A response from another store version means this document is stale and must reload.
 * Responses without a version (team APIs, tests) say nothing.
 */
export function serverVersionDiffers(clientVersion: string, serverVersion: string | null | undefined): boolean {
  return Boolean(serverVersion) && Boolean(clientVersion) && serverVersion !== clientVersion;
}
