import { useRef, useState } from 'react';
import { Button, Modal, usePhrase } from '@storefront/platform';
import { ChangeForm } from '../forms/change-form';
import { useChangeForm } from '../forms/use-change-form';
import { useAccountEnvironment } from '../environment/account-environment';
import { forgetShopperTimeoutMs } from '../session/logout';
import { PasswordField } from '../forms/password-field';
import { deleteAccount } from './delete-account';

/**
 * Deleting the account takes a second step: a dialog that asks for the password. When the account is gone the browser
 * leaves as at a logout: the teams forget the shopper at this browser, other tabs are told, and the
 * start page loads afresh, so nothing of the member's state stays in memory.
 */
export function DeleteAccountSection() {
  const t = usePhrase();
  const { bus, assign } = useAccountEnvironment();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useChangeForm(formRef);
  const [isOpen, setOpen] = useState(false);
  const [password, setPassword] = useState('');

  function close(): void {
    setOpen(false);
    setPassword('');
  }

  async function confirm(): Promise<void> {
    if (password === '') {
      form.refuse({ password: t('/MyPages/Profile/PasswordRequired') });
      return;
    }
    const answer = await form.send(() => deleteAccount({ password }), () => t('/MyPages/Profile/Deleted'));
    if (!answer) {
      setPassword('');
      return;
    }
    await bus.emitAndWait('account:logged-out', { wasLoggedIn: true }, forgetShopperTimeoutMs);
    assign('/');
  }

  return (
    <>
      <p>{t('/MyPages/Profile/DeleteInfo')}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('/MyPages/Profile/DeleteAccount')}
      </Button>
      <Modal isOpen={isOpen} onClose={close} title={t('/MyPages/Profile/DeleteConfirmTitle')}>
        <ChangeForm
          formRef={formRef}
          state={form}
          onSubmit={() => void confirm()}
          submitText={t('/MyPages/Profile/DeleteConfirm')}
          actionsClassName="a_DeleteAccount__actions"
          otherActions={
            <Button variant="ghost" onClick={close}>
              {t('/MyPages/Profile/Cancel')}
            </Button>
          }
        >
          <p className="a_DeleteAccount__warning">{t('/MyPages/Profile/DeleteWarning')}</p>
          <PasswordField
            label={t('/MyPages/Profile/Password')}
            autoComplete="current-password"
            required
            data-autofocus
            {...form.fieldOf('password', password, setPassword)}
          />
        </ChangeForm>
      </Modal>
    </>
  );
}
