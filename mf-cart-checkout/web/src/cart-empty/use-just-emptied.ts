import { useState } from 'react';

/** True from the render where the cart became empty while shown (its last line removed), not when it came empty. */
export function useJustEmptied(isEmpty: boolean): boolean {
  const [wasEmpty, setWasEmpty] = useState(isEmpty);
  const [justEmptied, setJustEmptied] = useState(false);
  if (wasEmpty !== isEmpty) {
    setWasEmpty(isEmpty);
    setJustEmptied(isEmpty);
  }
  return justEmptied;
}
