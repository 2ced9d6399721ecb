interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** True on 2G-like connections or when the shopper asked to save data (Network Information API). */
export function isSlowConnection(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
}
