import { createContext, useContext, type ReactNode } from 'react';
import { useHydrated } from '../react/use-hydrated';

/** How the host renders a named slot: the shell maps the name to a remote module from its config. */
export type SlotRenderer = (name: string, props: Record<string, unknown>, fallback: ReactNode) => ReactNode;

/** The shell provides this; remotes never import the shell, they render `<Slot>`. */
export const SlotRendererContext = createContext<SlotRenderer | null>(null);

export interface SlotProps {
  /** A slot name from the shell config, e.g. `product:social-sections`. */
  name: string;
  /** Passed on to the module that fills the slot. */
  props?: Record<string, unknown>;
  /**
   * Shown when no host renders slots or the config maps nothing to this one, and in the first HTML: another team's
   * fragment renders in the browser only, so this is the space the page reserves for it.
   */
  children?: ReactNode;
}

const noProps: Record<string, unknown> = {};

/** Another team's part of this page, by slot name (OWNERSHIP.md, "Fragments across teams"). */
export function Slot({ name, props = noProps, children = null }: SlotProps) {
  const render = useContext(SlotRendererContext);
  const hydrated = useHydrated();
  return <>{render && hydrated ? render(name, props, children) : children}</>;
}
