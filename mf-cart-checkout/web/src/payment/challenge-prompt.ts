import { BehaviorSubject, type Observable } from 'rxjs';
import type { ClientPaymentAction } from '../../../contract/payment';

/** The payment action waiting for the shopper: a dialog shows `current$` and answers with the code (or cancels). */
export interface ChallengePrompt {
  readonly current$: Observable<ClientPaymentAction | null>;
  current(): ClientPaymentAction | null;
  /** Resolves with the code the shopper typed; with '' when the shopper closed the dialog. */
  ask(action: ClientPaymentAction): Promise<string>;
  answer(code: string): void;
  cancel(): void;
}

export function createChallengePrompt(): ChallengePrompt {
  const current$ = new BehaviorSubject<ClientPaymentAction | null>(null);
  let respond: ((code: string) => void) | null = null;
  const answer = (code: string) => {
    const reply = respond;
    respond = null;
    current$.next(null);
    reply?.(code);
  };
  return {
    current$: current$.asObservable(),
    current: () => current$.getValue(),
    ask(action) {
      return new Promise<string>((resolve) => {
        respond = resolve;
        current$.next(action);
      });
    },
    answer,
    cancel: () => answer(''),
  };
}
