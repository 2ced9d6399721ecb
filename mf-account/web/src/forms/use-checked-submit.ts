import { useRef, useState } from 'react';
import { checkForm } from './field-problem';

/**
 * A form whose fields the browser checks when the shopper submits: from the first try on, every field shows what is
 * wrong with it; `check()` is true when all pass, else focus goes to the first that fails.
 */
export function useCheckedSubmit() {
  const form = useRef<HTMLFormElement>(null);
  const [showErrors, setShowErrors] = useState(false);
  const check = (): boolean => {
    setShowErrors(true);
    return form.current !== null && checkForm(form.current);
  };
  return { form, showErrors, check };
}
