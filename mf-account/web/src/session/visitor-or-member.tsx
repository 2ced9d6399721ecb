import type { ReactNode } from 'react';
import { useAppShellData } from '@storefront/platform';

/**
 * A part of the page that differs for visitors and members: nothing until app shell data is there
 * or on a store device; else the visitor's or the member's version.
 */
export function VisitorOrMember({ visitor, member }: { visitor: ReactNode; member: ReactNode }) {
  const data = useAppShellData();
  if (!data || data.isStoreDevice) return null;
  return data.currentUser.isLoggedIn ? member : visitor;
}
