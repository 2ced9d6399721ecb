import { useEffect, useState } from 'react';
import { http } from '@storefront/platform';

/**
 * A product page section's data: `fromPage` when the page JSON brought it, else GET
 * /api/catalog/variants/{code}/{resource}, asked once the page shows (the page JSON stays lean). Null while it loads, and for good when it fails or lacks its list `listField`: the section is then
 * simply left out, never breaking the page.
 */
export function useVariantSection<T extends object>(variantCode: string, resource: string, listField: keyof T, fromPage?: T): T | null {
  const key = `${variantCode}/${resource}`;
  const [loaded, setLoaded] = useState<{ key: string; data: T } | null>(null);
  useEffect(() => {
    if (fromPage) return;
    const controller = new AbortController();
    http
      .get<T>(`/api/catalog/variants/${variantCode}/${resource}`, { reportNetworkError: false, signal: controller.signal })
      .then((response) => {
        if (Array.isArray((response.data as Partial<T> | null)?.[listField])) setLoaded({ key, data: response.data });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, variantCode, resource, listField, fromPage]);
  // What the page JSON brought is rendered at once, on the server too; a section of the variant shown before is never
  // shown for the next one.
  if (fromPage) return Array.isArray(fromPage[listField]) ? fromPage : null;
  return loaded?.key === key ? loaded.data : null;
}
