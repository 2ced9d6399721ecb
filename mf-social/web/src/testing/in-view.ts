/**
 * Stands in for the browser's IntersectionObserver (jsdom has none): `bringIntoView()` tells every element observed
 * that it has come near the screen. `remove()` takes it away again.
 */
export function givenIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[]; options: IntersectionObserverInit | undefined }[] = [];
  class FakeIntersectionObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: [], options };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
  return {
    observed: () => observers.flatMap((observer) => observer.elements),
    options: () => observers.map((observer) => observer.options),
    bringIntoView() {
      for (const observer of observers) {
        const entries = observer.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    },
    remove: () => Reflect.deleteProperty(window, 'IntersectionObserver'),
  };
}
