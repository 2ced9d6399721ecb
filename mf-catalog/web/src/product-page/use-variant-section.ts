import { useEffect, useState } from 'react';
import { http } from '@storefront/platform';

/**
 * A product page section's data, GET /api/catalog/variants/{code}/{resource}, asked once the page shows (the page JSON
 * stays lean). Null while it loads, and for good when it fails or lacks its list `listField`: the section is then
 * simply left out, never breaking the page.
 */
export function useVariantSection<T extends object>(variantCode: string, resource: string, listField: keyof T): T | null {
  const key = `${variantCode}/${resource}`;
  const [loaded, setLoaded] = useState<{ key: string; data: T } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    http
      .get<T>(`/api/catalog/variants/${variantCode}/${resource}`, { reportNetworkError: false, signal: controller.signal })
      .then((response) => {
        if (Array.isArray((response.data as Partial<T> | null)?.[listField])) setLoaded({ key, data: response.data });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, variantCode, resource, listField]);
  // A section of the variant shown before is never shown for the next one.
  return loaded?.key === key ? loaded.data : null;
}
