import { useEffect } from 'react';
import { useAppShellData } from '@storefront/platform';

/** `<html lang>` follows the current culture, so screen readers pronounce the page right. */
export function useDocumentLanguage(): void {
  const culture = useAppShellData()?.currentLanguage.culture;
  useEffect(() => {
    if (culture) document.documentElement.lang = culture;
  }, [culture]);
}
