import { useCallback, useState, type Dispatch } from 'react';
import { Drawer, Modal, useAppShellData, usePhrase } from '@storefront/platform';
import { Tabs } from '../ui/tabs';
import type { AccountBoxAction, AccountBoxState, AccountBoxTab } from './account-box-state';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import './account-box.css';

export interface AccountBoxDialogProps {
  state: AccountBoxState;
  dispatch: Dispatch<AccountBoxAction>;
  isDesktop: boolean;
  onClose: () => void;
  onLoggedIn: () => Promise<void>;
}

/**
 * What the account box shows (account-box.tsx decides when): a modal on desktop and a right drawer on mobile, with the
 * Register and Login tabs and their forms. Its code loads when the box first opens; it stays mounted after, so the box
 * can close animated and keeps what was typed.
 */
export default function AccountBoxDialog({ state, dispatch, isDesktop, onClose, onLoggedIn }: AccountBoxDialogProps) {
  const t = usePhrase();
  const isStoreDevice = useAppShellData()?.isStoreDevice === true;
  const [email, setEmail] = useState('');
  // Focus follows the shopper between the login and forgotten-password forms, not when the box opens on one.
  const [modeSwitched, setModeSwitched] = useState(false);

  // Stable, for the modal's and the drawer's effects.
  const close = useCallback(() => {
    setModeSwitched(false);
    onClose();
  }, [onClose]);
  const selectTab = useCallback((tab: AccountBoxTab) => dispatch({ type: 'select-tab', tab }), [dispatch]);
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
                      onLoggedIn={onLoggedIn}
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
