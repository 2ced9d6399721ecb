import type { Culture } from './types';
import { timeZoneFor } from './markets';
import { useAppShellData } from './use-app-shell-data';

/** The shopper's culture from app shell data; Swedish until the shell has loaded it. */
export function useCulture(): Culture {
  return useAppShellData()?.currentLanguage.culture ?? 'sv-SE';
}

/**
 * The shopper's market's time zone (Swedish until the shell has loaded app shell data): a date rendered on the server
 * must read the same in the browser that hydrates it, whatever zone either runs in.
 */
export function useMarketTimeZone(): string {
  return timeZoneFor(useAppShellData()?.currentCountry.alpha2 ?? 'SE');
}
