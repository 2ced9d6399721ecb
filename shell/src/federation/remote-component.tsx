import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentRegistry, RemoteComponentModule } from './component-registry';
import { RemoteLoadError } from './remote-load-error';

type AnyComponent = ComponentType<any>;

const lazyByRegistry = new WeakMap<object, Map<string, LazyExoticComponent<AnyComponent>>>();

/** One lazy component per registry, module and attempt: React keeps what it loaded until Retry asks for a new attempt. */
function lazyRemote(registry: object, id: string, attempt: number, load: () => Promise<RemoteComponentModule>): LazyExoticComponent<AnyComponent> {
  let lazyComponents = lazyByRegistry.get(registry);
  if (!lazyComponents) {
    lazyComponents = new Map();
    lazyByRegistry.set(registry, lazyComponents);
  }
  const key = `${id}#${attempt}`;
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(() =>
      load().catch((error: unknown) => {
        throw new RemoteLoadError(id, error);
      }),
    );
    lazyComponents.set(key, component);
    lazyComponents.delete(`${id}#${attempt - 1}`);
  }
  return component;
}

export interface RemoteComponentProps {
  /** The registry the module comes from: loaded components are kept per registry. */
  registry: ComponentRegistry;
  /** The loadRemote id, e.g. `catalog/StartPage`. */
  id: string;
  attempt: number;
  load: () => Promise<RemoteComponentModule>;
  props: Record<string, unknown>;
  /** The module, loaded already by whoever renders this (a slot's stand-in stays until it is here). */
  arrived?: RemoteComponentModule;
}

/**
 * Renders a remote module's default export; suspends while it loads (wrap in Suspense and RemoteBoundary). A module
 * that has arrived already (a page's code fetched when its link was hovered) renders at once: no fallback, none of
 * React's pause before revealing suspended content. Which of the two is decided once, when this mounts.
 */
export function RemoteComponent({ registry, id, attempt, load, props, arrived: given }: RemoteComponentProps) {
  const [arrived] = useState(() => (given ?? registry.loaded(id))?.default);
  const Component = arrived ?? lazyRemote(registry, id, attempt, load);
  return <Component {...props} />;
}
