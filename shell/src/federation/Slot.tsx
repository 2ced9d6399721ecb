import { Suspense, type ReactNode } from 'react';
import { useHydrated, type SlotRenderer } from '@storefront/platform';
import { useShell } from '../app/shell-context';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteComponent } from './RemoteComponent';
import { RemoteLoading } from './RemoteLoading';

export interface SlotProps {
  /** A slot name from the shell config, e.g. `product:social-sections`. */
  name: string;
  /** Shown when the config maps no module to this slot. */
  children?: ReactNode;
  /** Passed on to the remote module. */
  props?: Record<string, unknown>;
  /**
   * A part with nothing on screen until it has something to say (dialogs, a bar shown only sometimes): no loading
   * indicator, and nothing in its place when its code cannot be loaded (the failure is still reported).
   */
  quiet?: boolean;
}

/** Mounts the remote module the shell config maps to a named slot, in its own error boundary. */
export function Slot({ name, children = null, props = {}, quiet = false }: SlotProps) {
  const { registry } = useShell();
  const id = registry.idOfSlot(name);
  // Another team's fragment renders in the browser only: the first HTML and its hydration show the fallback.
  const hydrated = useHydrated();
  if (!id || !hydrated) return <>{children}</>;
  return (
    <RemoteBoundary name={`slot ${name}`} onRetry={() => registry.forget(id)} quiet={quiet}>
      {(attempt) => (
        // What stood in the fragment's place stays while its code loads: nothing moves.
        <Suspense fallback={quiet ? null : (children ?? <RemoteLoading />)}>
          <RemoteComponent registry={registry} id={id} attempt={attempt} load={() => registry.loadSlot(name)} props={props} />
        </Suspense>
      )}
    </RemoteBoundary>
  );
}

/** Fills the platform's `<Slot>`, which remotes render, with the module the shell config names. */
export const renderSlot: SlotRenderer = (name, props, fallback) => (
  <Slot name={name} props={props}>
    {fallback}
  </Slot>
);
