import { useCallback, useEffect, useMemo, useRef, useState, type FragmentInstance, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { ComponentRegistry, RemoteComponentModule } from './component-registry';
import { afterPressWithin, notePresses } from './press-under-way';

declare module 'react' {
  // react-dom 19.3 has it (FragmentInstance.prototype.compareDocumentPosition); @types/react-dom 19.3.0 leaves it out.
  interface FragmentInstance {
    compareDocumentPosition(otherNode: Node): number;
  }
}

/** How a slot's module load ended: the module, or why it could not be loaded. */
export type SlotArrival = { id: string; module: RemoteComponentModule } | { id: string; error: unknown };

/**
 * The slot's module, loaded while its stand-in stays on screen: the stand-in gives way in the commit that mounts the
 * module, never to a loading state in between (a stand-in taken out and put back loses the keyboard's focus).
 * Undefined until the load has settled; a module that has arrived already (another page, a hover) is there at once.
 * `handOver` is given the swap once the load has settled, and runs it when the stand-in may go.
 */
export function useSlotArrival(
  registry: ComponentRegistry,
  name: string,
  id: string | undefined,
  wanted: boolean,
  handOver: (swap: () => void) => void,
): SlotArrival | undefined {
  const [settled, setSettled] = useState<SlotArrival | undefined>();
  const arrived = id ? registry.loaded(id) : undefined;
  const arrival = settled?.id === id ? settled : arrived && id ? { id, module: arrived } : undefined;
  const pending = wanted && id !== undefined && arrival === undefined;
  useEffect(() => {
    if (!pending || !id) return;
    let current = true;
    // The swap is committed in the task that decides it (flushSync): a rendering scheduled for later would leave a
    // gap in which a press or a focus lands on the stand-in that the decision saw free, and is then lost with it.
    const settle = (outcome: SlotArrival) => {
      if (current) handOver(() => current && flushSync(() => setSettled(outcome)));
    };
    registry.loadSlot(name).then(
      (module) => settle({ id, module }),
      (error: unknown) => settle({ id, error }),
    );
    return () => {
      current = false;
    };
  }, [registry, name, id, pending, handOver]);
  return arrival;
}

export interface StandInHandOver {
  /** For the `<Fragment>` around the slot's stand-in and, later, its module. */
  ref: RefObject<FragmentInstance | null>;
  /**
   * Runs the swap once the stand-in may go: at once, or after the click of a pointer press on it under way (a press
   * on the stand-in released on the module is no click at all). Notes whether the keyboard is inside the stand-in.
   */
  handOver(swap: () => void): void;
  /** Once the module has mounted: focus that was inside the stand-in goes to the module's first control. */
  carry(): void;
}

/**
 * The shopper's place across the swap from stand-in to module: one who tabbed to the header's login button (or typed
 * into the plain search) before team Account's (or Catalog's) arrived keeps their place, instead of being sent back to
 * the start of the page when the element under focus is removed; and one who pressed the stand-in as the module
 * arrived gets their click.
 */
export function useStandInHandOver(): StandInHandOver {
  const ref = useRef<FragmentInstance | null>(null);
  const wasInside = useRef(false);
  useEffect(notePresses, []);
  const inside = useCallback(
    (node: Node) => ref.current !== null && (ref.current.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_CONTAINED_BY) !== 0,
    [],
  );
  const handOver = useCallback(
    (swap: () => void) =>
      afterPressWithin(inside, () => {
        const active = document.activeElement;
        wasInside.current = active !== null && active !== document.body && inside(active);
        swap();
      }),
    [inside],
  );
  const carry = useCallback(() => {
    if (!wasInside.current) return;
    wasInside.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus();
  }, []);
  return useMemo(() => ({ ref, handOver, carry }), [handOver, carry]);
}
