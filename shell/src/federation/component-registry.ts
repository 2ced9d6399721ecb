import type { ComponentType } from 'react';
import type { RemoteModuleRef, ShellConfig } from '@storefront/platform';
import { isLoadFallbackModule } from './load-fallback-module';

export interface RemoteComponentModule<P = any> {
  default: ComponentType<P>;
}

/** A default export React can render: a function component or a memo/forwardRef/lazy object. */
const isRenderable = (module: unknown): module is RemoteComponentModule => {
  const component = (module as Partial<RemoteComponentModule> | null)?.default;
  return typeof component === 'function' || (typeof component === 'object' && component !== null);
};

export type LoadRemoteModule = (id: string) => Promise<unknown>;

/** `{ remote: 'catalog', module: './StartPage' }` → the `loadRemote` id `catalog/StartPage`. */
export const remoteModuleId = (ref: RemoteModuleRef): string => `${ref.remote}/${ref.module.replace(/^\.\//, '')}`;

export interface ComponentRegistry {
  /** The module that renders a page type; rejects with `Component X does not exist` for names the config lacks. */
  loadComponent(componentName: string): Promise<RemoteComponentModule>;
  /** The module mounted in a named slot; rejects when the config has no such slot. */
  loadSlot(slotName: string): Promise<RemoteComponentModule>;
  hasComponent(componentName: string): boolean;
  hasSlot(slotName: string): boolean;
  /** The module with this loadRemote id if it has arrived already: rendered at once, without suspending. */
  loaded(id: string): RemoteComponentModule | undefined;
  /** Drops a loaded (or failed) module so the next load asks the remote again (Retry). */
  forget(id: string): void;
  idOfComponent(componentName: string): string | undefined;
  idOfSlot(slotName: string): string | undefined;
}

/** The map from page type and slot to remote module is data from the shell config, never code. */
export function createComponentRegistry(
  config: Pick<ShellConfig, 'components' | 'slots'>,
  loadRemoteModule: LoadRemoteModule,
): ComponentRegistry {
  const loaded = new Map<string, Promise<RemoteComponentModule>>();
  const arrived = new Map<string, RemoteComponentModule>();

  const load = (id: string): Promise<RemoteComponentModule> => {
    const cached = loaded.get(id);
    if (cached) return cached;
    const loading = loadRemoteModule(id).then((module) => {
      // A fallback module stands in for this render only; the next load tries the remote again.
      if (isLoadFallbackModule(module)) loaded.delete(id);
      if (!isRenderable(module)) throw new Error(`Remote module ${id} has no default export to render`);
      if (!isLoadFallbackModule(module)) arrived.set(id, module);
      return module;
    });
    loaded.set(id, loading);
    loading.catch(() => {
      if (loaded.get(id) === loading) loaded.delete(id);
    });
    return loading;
  };

  const own = (table: Record<string, RemoteModuleRef>, key: string): RemoteModuleRef | undefined =>
    Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

  return {
    loadComponent(componentName) {
      const ref = own(config.components, componentName);
      if (!ref) return Promise.reject(new Error(`Component ${componentName} does not exist`));
      return load(remoteModuleId(ref));
    },
    loadSlot(slotName) {
      const ref = own(config.slots, slotName);
      if (!ref) return Promise.reject(new Error(`Slot ${slotName} does not exist`));
      return load(remoteModuleId(ref));
    },
    hasComponent: (componentName) => own(config.components, componentName) !== undefined,
    hasSlot: (slotName) => own(config.slots, slotName) !== undefined,
    loaded: (id) => arrived.get(id),
    forget: (id) => {
      loaded.delete(id);
      arrived.delete(id);
    },
    idOfComponent: (componentName) => {
      const ref = own(config.components, componentName);
      return ref && remoteModuleId(ref);
    },
    idOfSlot: (slotName) => {
      const ref = own(config.slots, slotName);
      return ref && remoteModuleId(ref);
    },
  };
}
