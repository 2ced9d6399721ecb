import { createContext, useCallback, useState, type FocusEvent } from 'react';

/** The form paths of the fields the shopper has left (each field's `name` is its form path). */
export const TouchedFieldsContext = createContext<ReadonlySet<string>>(new Set());

/** Tracks the fields left, from blur events bubbling up to the form. */
export function useTouchedFields(): [ReadonlySet<string>, (event: FocusEvent<HTMLFormElement>) => void] {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const onBlur = useCallback((event: FocusEvent<HTMLFormElement>) => {
    const { name } = event.target as Partial<HTMLInputElement>;
    if (!name) return;
    setTouched((fields) => (fields.has(name) ? fields : new Set(fields).add(name)));
  }, []);
  return [touched, onBlur];
}
