import { merge, map, take } from 'rxjs';
import type { Bus, BusEvent } from '@storefront/platform';

/** How long a request for the box waits for the box's code to arrive before giving up. */
export const boxReadyTimeoutMs = 10_000;

export interface LoginRequestsOptions {
  bus: Pick<Bus, 'emit' | 'on'>;
  /** The shell config maps a module to the account box's slot ('shell:overlays'). */
  hasAccountBox(): boolean;
  /** The address to come back to after the login. */
  currentUrl(): string;
}

export interface LoginRequests {
  /**
   * The http client's loginHandler (a 401 is retried once the login handler resolves): asks for a login and
   * resolves true once 'account:logged-in' arrives, false when the box closes without one or there is no box.
   */
  waitForLogin(): Promise<boolean>;
  dispose(): void;
}

type BoxRequest = BusEvent<'account:login-required'> | BusEvent<'account:open-box'>;

/**
 * The shell's side of the account box. Team Account's box answers 'account:login-required' and
 * 'account:open-box', but its code arrives after the page's: a request made before it says 'account:box-ready' (a
 * page that answered 401, an early click on the account button) is kept and sent again once it listens.
 */
export function createLoginRequests({ bus, hasAccountBox, currentUrl }: LoginRequestsOptions): LoginRequests {
  let boxReady = false;
  let held: BoxRequest | null = null;
  let heldTimer: ReturnType<typeof setTimeout> | undefined;
  let waiting: Promise<boolean> | null = null;

  const hold = (request: BoxRequest) => {
    if (boxReady || !hasAccountBox()) return;
    held = request;
    clearTimeout(heldTimer);
    // The box's code never came: whoever waits for the login stops waiting.
    heldTimer = setTimeout(() => {
      held = null;
      bus.emit('account:box-closed', {});
    }, boxReadyTimeoutMs);
  };

  const subscriptions = [
    bus.on('account:login-required').subscribe(hold),
    bus.on('account:open-box').subscribe(hold),
    bus.on('account:box-ready').subscribe(() => {
      boxReady = true;
      clearTimeout(heldTimer);
      const request = held;
      held = null;
      if (request?.name === 'account:login-required') bus.emit('account:login-required', request.payload);
      else if (request?.name === 'account:open-box') bus.emit('account:open-box', request.payload);
    }),
  ];

  function waitForLogin(): Promise<boolean> {
    if (!hasAccountBox()) return Promise.resolve(false);
    waiting ??= new Promise<boolean>((resolve) => {
      merge(bus.on('account:logged-in').pipe(map(() => true)), bus.on('account:box-closed').pipe(map(() => false)))
        .pipe(take(1))
        .subscribe((loggedIn) => {
          waiting = null;
          resolve(loggedIn);
        });
      bus.emit('account:login-required', { returnUrl: currentUrl() });
    });
    return waiting;
  }

  return {
    waitForLogin,
    dispose() {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      clearTimeout(heldTimer);
    },
  };
}
