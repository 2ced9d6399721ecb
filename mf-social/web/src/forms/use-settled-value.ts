import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs`: what a screen reader hears after typing pauses, not every key. */
export function useSettledValue<T>(value: T, delayMs = 1_000): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
