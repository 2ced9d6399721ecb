import { PartUnavailable } from './part-unavailable';

/** Marks a module made by the fallback plugin, so the component registry does not keep it. */
export const loadFallbackMarker = '__shellLoadFallback';

export interface LoadFallbackModule {
  default: typeof PartUnavailable;
  [loadFallbackMarker]: { id: string; error: unknown };
}

export function loadFallbackModule(id: string, error: unknown): LoadFallbackModule {
  return { default: PartUnavailable, [loadFallbackMarker]: { id, error } };
}

export function isLoadFallbackModule(module: unknown): module is LoadFallbackModule {
  return typeof module === 'object' && module !== null && loadFallbackMarker in module;
}
