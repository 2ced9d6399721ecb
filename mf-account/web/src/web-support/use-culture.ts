import { useAppShellData, type Culture } from '@storefront/platform';

/** The shopper's culture from app shell data; Swedish until the shell has loaded it. */
export function useCulture(): Culture {
  return useAppShellData()?.currentLanguage.culture ?? 'sv-SE';
}
