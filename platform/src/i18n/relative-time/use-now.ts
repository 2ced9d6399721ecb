import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs` while mounted, so "5 minutes ago" does not stand still. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
