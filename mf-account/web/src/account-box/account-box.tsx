import { Suspense, useCallback, useReducer, useState } from 'react';
import { useBreakpoint, type Breakpoint } from '@storefront/platform';
import { useAccountEnvironment } from '../environment/account-environment';
import { AccountBoxDialog } from './account-box-dialog-part';
import { accountBoxReducer, initialAccountBoxState } from './account-box-state';
import type { MailLink } from './box-address-parameters';
import { finishLogin } from './finish-login';
import { openMailLink } from './mail-links';
import { useBoxRequests } from './use-box-requests';
import '../styles/focus.css';

const desktopBreakpoints: ReadonlySet<Breakpoint> = new Set(['Medium', 'Large', 'Huge', 'Gigantic']);

/**
 * The account box: a modal on desktop and a right drawer on mobile, with the Register and Login
 * tabs (login first). It opens when something needs a login, when asked to, and from the address (`login=required`,
 * `register`, `ReturnUrl`). On store devices it only says that login is not available there. This part listens and
 * holds the box's state; the dialog and its forms load when it first opens (account-box-dialog.tsx).
 */
export function AccountBox() {
  const environment = useAccountEnvironment();
  const isDesktop = desktopBreakpoints.has(useBreakpoint());
  const [state, dispatch] = useReducer(accountBoxReducer, initialAccountBoxState);
  const [opened, setOpened] = useState(false);
  if (state.isOpen && !opened) setOpened(true);
  const onMailLink = useCallback(
    (link: MailLink) =>
      void openMailLink(environment, link, isDesktop).then((action) => {
        if (action) dispatch(action);
      }),
    [environment, isDesktop],
  );
  useBoxRequests(environment.bus, dispatch, isDesktop, onMailLink);

  const close = useCallback(() => {
    dispatch({ type: 'close' });
    environment.bus.emit('account:box-closed', {});
  }, [environment.bus]);

  const { redirectToAfterLogin } = state;
  const loggedIn = useCallback(async () => {
    dispatch({ type: 'close' });
    await finishLogin(environment, redirectToAfterLogin);
  }, [environment, redirectToAfterLogin]);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AccountBoxDialog state={state} dispatch={dispatch} isDesktop={isDesktop} onClose={close} onLoggedIn={loggedIn} />
    </Suspense>
  );
}
