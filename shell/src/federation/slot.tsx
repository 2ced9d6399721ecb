import { Suspense, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { useAppShellData, useHydrated, type SlotRenderer } from '@storefront/platform';
import { useShell } from '../app/shell-context';
import { RemoteBoundary } from './remote-boundary';
import { RemoteComponent } from './remote-component';
import { RemoteLoading } from './remote-loading';
import { slotLoading } from './slot-loading';

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

/** Whether the slot's module may mount now: its time has come (slot-loading.ts) and the app shell data wants it. */
function useSlotWanted(name: string): boolean {
  const { slotSchedule } = useShell();
  const isDue = useCallback(() => slotSchedule.isDue(name), [slotSchedule, name]);
  const due = useSyncExternalStore(slotSchedule.subscribe, isDue, () => false);
  const data = useAppShellData();
  const { onlyIf } = slotLoading(name);
  return due && (onlyIf === undefined || onlyIf(data));
}

/**
 * Mounts the remote module the shell config maps to a named slot, in its own error boundary, when the slot's loading
 * rule says (slot-loading.ts); until then its children stand in.
 */
export function Slot({ name, children = null, props = {}, quiet = false }: SlotProps) {
  const { registry } = useShell();
  const id = registry.idOfSlot(name);
  // Another team's fragment renders in the browser only: the first HTML and its hydration show the fallback.
  const hydrated = useHydrated();
  const wanted = useSlotWanted(name);
  if (!id || !hydrated || !wanted) return <>{children}</>;
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
