import { useEffect, useRef } from 'react';
import { useBreakpoint } from '@storefront/platform';
import type { NotificationStore } from '../notification-store/notification-store';

const ignore = () => undefined;

/**
 * Showing the list marks every unread notification viewed, except on the smallest breakpoint (below
 * the tiny width: Init and Micro), where the list is a glance, not a reading.
 */
export function useMarkViewedOnShow(store: NotificationStore): void {
  const breakpoint = useBreakpoint();
  const isSmallest = breakpoint === 'Init' || breakpoint === 'Micro';
  const hasMarked = useRef(false);
  useEffect(() => {
    if (isSmallest || hasMarked.current) return;
    hasMarked.current = true;
    store.markAllViewed().catch(ignore);
  }, [store, isSmallest]);
}
