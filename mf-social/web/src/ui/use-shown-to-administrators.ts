import { useEffect, useState } from 'react';
import { useAppShellData } from '@storefront/platform';

/**
 * Whether an administrator's tool shows: for an administrator (not on a store's device), once the page shows. The first
 * HTML and its hydration are the same for everyone, so such a tool is in neither.
 */
export function useShownToAdministrators(): boolean {
  const data = useAppShellData();
  const isAdministrator = data?.currentUser.isAdmin === true && !data.isStoreDevice;
  const [isShown, setShown] = useState(false);
  useEffect(() => setShown(isAdministrator), [isAdministrator]);
  return isShown;
}
