import { useAppShellData, useBreakpoint, type Breakpoint } from '@storefront/platform';
import { useShell } from './shell-context';

const desktopBreakpoints: ReadonlySet<Breakpoint> = new Set(['Medium', 'Large', 'Huge', 'Gigantic']);

export const isDesktopBreakpoint = (breakpoint: Breakpoint): boolean => desktopBreakpoints.has(breakpoint);

/** Facts the header, menu and footer decide by. */
export function useLayout() {
  const { config } = useShell();
  const data = useAppShellData();
  const isDesktop = isDesktopBreakpoint(useBreakpoint());
  return {
    isDesktop,
    isStoreDevice: config.variant === 'kiosk' || data?.isStoreDevice === true,
    features: config.features,
  };
}
