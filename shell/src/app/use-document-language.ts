import { useEffect } from 'react';
import { useAppShellData } from '@storefront/platform';

/**
 * `<html lang>` follows the current culture, so screen readers pronounce the page right. Written only when it
 * differs: the server wrote it already, and writing it again has the browser restyle the page.
 */
export function useDocumentLanguage(): void {
  const culture = useAppShellData()?.currentLanguage.culture;
  useEffect(() => {
    if (culture && document.documentElement.lang !== culture) document.documentElement.lang = culture;
  }, [culture]);
}
