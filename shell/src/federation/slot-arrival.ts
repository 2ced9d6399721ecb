import { useCallback, useEffect, useMemo, useRef, useState, type FragmentInstance, type RefObject } from 'react';
import type { ComponentRegistry, RemoteComponentModule } from './component-registry';

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
 * `beforeSwap` runs just before the arrival is handed to React.
 */
export function useSlotArrival(
  registry: ComponentRegistry,
  name: string,
  id: string | undefined,
  wanted: boolean,
  beforeSwap: () => void,
): SlotArrival | undefined {
  const [settled, setSettled] = useState<SlotArrival | undefined>();
  const arrived = id ? registry.loaded(id) : undefined;
  const arrival = settled?.id === id ? settled : arrived && id ? { id, module: arrived } : undefined;
  const pending = wanted && id !== undefined && arrival === undefined;
  useEffect(() => {
    if (!pending || !id) return;
    let current = true;
    const settle = (outcome: SlotArrival) => {
      if (!current) return;
      beforeSwap();
      setSettled(outcome);
    };
    registry.loadSlot(name).then(
      (module) => settle({ id, module }),
      (error: unknown) => settle({ id, error }),
    );
    return () => {
      current = false;
    };
  }, [registry, name, id, pending, beforeSwap]);
  return arrival;
}

export interface CarriedFocus {
  /** For the `<Fragment>` around the slot's stand-in and, later, its module. */
  ref: RefObject<FragmentInstance | null>;
  /** Notes whether the keyboard is inside the stand-in now, just before the module replaces it. */
  note(): void;
  /** Once the module has mounted: focus that was inside the stand-in goes to the module's first control. */
  carry(): void;
}

/**
 * The keyboard's place across the swap from stand-in to module: a shopper who tabbed to the header's login button
 * (or typed into the plain search) before team Account's (or Catalog's) arrived keeps their place, instead of being
 * sent back to the start of the page when the element under focus is removed.
 */
export function useCarriedFocus(): CarriedFocus {
  const ref = useRef<FragmentInstance | null>(null);
  const wasInside = useRef(false);
  const note = useCallback(() => {
    const active = document.activeElement;
    wasInside.current =
      ref.current !== null && active !== null && active !== document.body && (ref.current.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_CONTAINED_BY) !== 0;
  }, []);
  const carry = useCallback(() => {
    if (!wasInside.current) return;
    wasInside.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus();
  }, []);
  return useMemo(() => ({ ref, note, carry }), [note, carry]);
}
