import { useCallback, useReducer, useState } from 'react';
import { Drawer, Modal, useAppShellData, useBreakpoint, usePhrase, type Breakpoint } from '@storefront/platform';
import { useAccountEnvironment } from '../web-support/account-environment';
import { Tabs } from '../web-support/tabs';
import { accountBoxReducer, initialAccountBoxState, type AccountBoxTab } from './account-box-state';
import type { MailLink } from './box-address-parameters';
import { finishLogin } from './finish-login';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { openMailLink } from './mail-links';
import { RegisterForm } from './register-form';
import { useBoxRequests } from './use-box-requests';
import '../web-support/focus.css';
import './account-box.css';

const desktopBreakpoints: ReadonlySet<Breakpoint> = new Set(['Medium', 'Large', 'Huge', 'Gigantic']);

/**
 * The account box of spec 01 §2.4/§4.7: a modal on desktop and a right drawer on mobile, with the Register and Login
 * tabs (login first). It opens when something needs a login, when asked to, and from the address (`login=required`,
 * `register`, `ReturnUrl`). On store devices it only says that login is not available there.
 */
export function AccountBox() {
  const t = usePhrase();
  const environment = useAccountEnvironment();
  const isStoreDevice = useAppShellData()?.isStoreDevice === true;
  const isDesktop = desktopBreakpoints.has(useBreakpoint());
  const [state, dispatch] = useReducer(accountBoxReducer, initialAccountBoxState);
  const [email, setEmail] = useState('');
  // Focus follows the shopper between the login and forgotten-password forms, not when the box opens on one.
  const [modeSwitched, setModeSwitched] = useState(false);
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
    setModeSwitched(false);
    environment.bus.emit('account:box-closed', {});
  }, [environment.bus]);

  const { redirectToAfterLogin } = state;
  const loggedIn = useCallback(async () => {
    dispatch({ type: 'close' });
    await finishLogin(environment, redirectToAfterLogin);
  }, [environment, redirectToAfterLogin]);

  const selectTab = useCallback((tab: AccountBoxTab) => dispatch({ type: 'select-tab', tab }), []);
  const switchLoginMode = (mode: 'login' | 'forgot-password') => {
    setModeSwitched(true);
    dispatch({ type: 'set-login-mode', mode });
  };
  const message = state.message && ('phrase' in state.message ? t(state.message.phrase) : state.message.text);
  const autofocus = state.enableAutofocus;

  const content = (
    <div className="a_AccountBox">
      {isStoreDevice ? (
        <p className="a_AccountBox__message">{t('/AccountBox/LoginDisabled')}</p>
      ) : (
        <>
          {message && <p className="a_AccountBox__message">{message}</p>}
          <Tabs
            label={t('/AccountBox/Title')}
            selected={state.currentTab}
            onSelect={selectTab}
            keepPanels
            tabs={[
              {
                name: 'register',
                label: t('/AccountBox/Tab/Register'),
                panel: <RegisterForm autofocus={autofocus && state.currentTab === 'register'} />,
              },
              {
                name: 'login',
                label: t('/AccountBox/Tab/Login'),
                panel:
                  state.loginMode === 'forgot-password' ? (
                    <ForgotPasswordForm
                      email={email}
                      onEmailChange={setEmail}
                      onBackToLogin={() => switchLoginMode('login')}
                      autofocus={autofocus && state.currentTab === 'login'}
                      focusOnMount={modeSwitched}
                    />
                  ) : (
                    <LoginForm
                      email={email}
                      onEmailChange={setEmail}
                      onForgotPassword={() => switchLoginMode('forgot-password')}
                      onLoggedIn={loggedIn}
                      autofocus={autofocus && state.currentTab === 'login'}
                      focusOnMount={modeSwitched}
                    />
                  ),
              },
            ]}
          />
        </>
      )}
    </div>
  );
  const title = t('/AccountBox/Title');
  return isDesktop ? (
    <Modal isOpen={state.isOpen} onClose={close} title={title}>
      {content}
    </Modal>
  ) : (
    <Drawer isOpen={state.isOpen} onClose={close} title={title} side="right">
      {content}
    </Drawer>
  );
}
