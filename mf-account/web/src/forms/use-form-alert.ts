import { useCallback, useState } from 'react';
import { alertTextOf, FormRefusal } from './form-refusal';

/**
 * The alert of a form that asks the server: cleared at each try, then what went wrong. A failed try still rejects,
 * so the submit button shows that it failed. `onFailure` hears of a call that failed (not of a FormRefusal).
 */
export function useFormAlert() {
  const [alert, setAlert] = useState('');
  const attempt = useCallback(
    async <T>(call: () => Promise<T>, fallback: string, onFailure?: (error: unknown) => void): Promise<T> => {
      setAlert('');
      try {
        return await call();
      } catch (error) {
        setAlert(alertTextOf(error, fallback));
        if (!(error instanceof FormRefusal)) onFailure?.(error);
        throw error;
      }
    },
    [],
  );
  const clearAlert = useCallback(() => setAlert(''), []);
  return { alert, attempt, clearAlert };
}
