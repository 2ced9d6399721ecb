import { useEffect, useRef, type Dispatch } from 'react';
import type { AccountEnvironment } from '../environment/account-environment';
import type { AccountBoxAction } from './account-box-state';
import { readBoxAddressParameters, type MailLink } from './box-address-parameters';

/**
 * Everything that opens the box: 'account:login-required' and 'account:open-box' on the bus, and the address
 * parameters (`login=required`, `register`, `ReturnUrl`) on the first render and after each client-side navigation (a mail's link goes to
 * `onMailLink`). Says 'account:box-ready' once it listens, so the shell can pass on what it held.
 */
export function useBoxRequests(
  bus: AccountEnvironment['bus'],
  dispatch: Dispatch<AccountBoxAction>,
  autofocus: boolean,
  onMailLink: (link: MailLink) => void,
): void {
  const autofocusNow = useRef(autofocus);
  autofocusNow.current = autofocus;
  const openMailLink = useRef(onMailLink);
  openMailLink.current = onMailLink;

  useEffect(() => {
    const readAddress = () => {
      const request = readBoxAddressParameters(window.location.href);
      if (request.cleanedUrl === null) return;
      window.history.replaceState(window.history.state, '', request.cleanedUrl);
      if (request.mailLink) openMailLink.current(request.mailLink);
      if (request.tab === 'login' && request.loginRequired) {
        dispatch({ type: 'login-required', returnUrl: request.returnUrl, autofocus: autofocusNow.current });
      } else {
        if (request.returnUrl) dispatch({ type: 'return-url', returnUrl: request.returnUrl });
        if (request.tab) dispatch({ type: 'open', tab: request.tab, autofocus: autofocusNow.current });
      }
    };
    const subscriptions = [
      bus.on('account:login-required').subscribe(({ payload }) =>
        dispatch({ type: 'login-required', ...payload, autofocus: autofocusNow.current }),
      ),
      bus.on('account:open-box').subscribe(({ payload }) =>
        dispatch({ type: 'open', tab: payload.tab, ...(payload.mode ? { mode: payload.mode } : {}), autofocus: autofocusNow.current }),
      ),
      bus.on('page:navigated').subscribe(readAddress),
    ];
    readAddress();
    bus.emit('account:box-ready', {});
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, dispatch]);
}
