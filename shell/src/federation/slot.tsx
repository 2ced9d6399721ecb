import { Fragment, Suspense, useCallback, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useAppShellData, useHydrated, type SlotRenderer } from '@storefront/platform';
import { useShell } from '../app/shell-context';
import { RemoteBoundary } from './remote-boundary';
import { RemoteComponent } from './remote-component';
import { RemoteLoadError } from './remote-load-error';
import { RemoteLoading } from './remote-loading';
import { useSlotArrival, useStandInHandOver } from './slot-arrival';
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

/** The first attempt's load failed (useSlotArrival): thrown for the boundary, which offers Retry. */
function LoadFailed({ id, error }: { id: string; error: unknown }): never {
  throw new RemoteLoadError(id, error);
}

/** Runs `effect` once, in the commit that mounts it (before the browser paints). */
function OnMount({ effect }: { effect: () => void }) {
  useLayoutEffect(effect, [effect]);
  return null;
}

/**
 * Mounts the remote module the shell config maps to a named slot, in its own error boundary, when the slot's loading
 * rule says (slot-loading.ts); until then, and while its code loads, its children stand in. The keyboard's place in
 * the stand-in carries over to the module, and a press on the stand-in keeps it until the click (slot-arrival.ts).
 */
export function Slot({ name, children = null, props = {}, quiet = false }: SlotProps) {
  const { registry } = useShell();
  const id = registry.idOfSlot(name);
  // Another team's fragment renders in the browser only: the first HTML and its hydration show the fallback.
  const hydrated = useHydrated();
  const wanted = useSlotWanted(name) && hydrated;
  const standIn = useStandInHandOver();
  const arrival = useSlotArrival(registry, name, id, wanted, standIn.handOver);
  if (!id || !wanted) return <Fragment ref={standIn.ref}>{children}</Fragment>;
  // What shows while the code loads. The same children in the same place as before: React keeps their elements, and
  // the keyboard's focus in them.
  const loading = children ?? (quiet ? null : <RemoteLoading />);
  if (!arrival) return <Fragment ref={standIn.ref}>{loading}</Fragment>;
  const arrived = 'module' in arrival ? arrival.module : undefined;
  return (
    <Fragment ref={standIn.ref}>
      <RemoteBoundary name={`slot ${name}`} onRetry={() => registry.forget(id)} quiet={quiet}>
        {(attempt) =>
          attempt === 0 && 'error' in arrival ? (
            <LoadFailed id={id} error={arrival.error} />
          ) : (
            // A Retry loads anew: what stood in the fragment's place shows while its code loads.
            <Suspense fallback={loading}>
              <RemoteComponent
                key={attempt}
                registry={registry}
                id={id}
                attempt={attempt}
                arrived={attempt === 0 ? arrived : undefined}
                load={() => registry.loadSlot(name)}
                props={props}
              />
              <OnMount effect={standIn.carry} />
            </Suspense>
          )
        }
      </RemoteBoundary>
    </Fragment>
  );
}

/** Fills the platform's `<Slot>`, which remotes render, with the module the shell config names. */
export const renderSlot: SlotRenderer = (name, props, fallback) => (
  <Slot name={name} props={props}>
    {fallback}
  </Slot>
);
