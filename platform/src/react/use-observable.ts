import { useEffect, useState } from 'react';
import { BehaviorSubject, type Observable } from 'rxjs';

/** The latest value of `obs$`; `initial` until it emits (a BehaviorSubject's current value is used at once). */
export function useObservable<T>(obs$: Observable<T>, initial: T): T {
  const [value, setValue] = useState<T>(() => (obs$ instanceof BehaviorSubject ? (obs$.getValue() as T) : initial));
  useEffect(() => {
    const subscription = obs$.subscribe((next) => setValue(() => next));
    return () => subscription.unsubscribe();
  }, [obs$]);
  return value;
}
