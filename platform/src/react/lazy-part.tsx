import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

/** A part of a remote whose code loads when it is first shown (wrap it in Suspense), or earlier with `preload`. */
export interface LazyPart<P extends object> {
  (props: P): ReactElement;
  /** Starts loading the code now (a pointer over the button that opens it, say); resolves once it is here. */
  preload(): Promise<void>;
}

/**
 * Keeps what the first screen does not need (a dialog, a flyout, a member's variant) out of the code that the page
 * loads, in a chunk of its own. Once loaded, or preloaded, it renders at once, without suspending. A failed load is
 * tried again the next time the part renders.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  const start = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // React keeps a lazy component's failure: the next render gets a new one, which loads again.
        loading = null;
        whileLoading = lazyComponent();
        throw error;
      },
    );
    return loading;
  };
  const lazyComponent = (): LazyExoticComponent<ComponentType<P>> => lazy(() => start().then((component) => ({ default: component })));
  let whileLoading = lazyComponent();

  function Part(props: P) {
    const Component = loaded ?? whileLoading;
    return <Component {...props} />;
  }
  Part.preload = () => start().then(() => undefined);
  return Part;
}
