import type { MailLinkResponse } from '../../../contract/login';
import type { AccountEnvironment } from '../environment/account-environment';
import { confirmRegistration, unlockLogin } from '../http/account-calls';
import type { AccountBoxAction, BoxMessage } from './account-box-state';
import type { MailLink } from './box-address-parameters';
import { finishLogin } from './finish-login';

const calls: Record<MailLink['kind'], (http: AccountEnvironment['http'], request: { token: string }) => Promise<MailLinkResponse>> = {
  'unlock-login': unlockLogin,
  'confirm-registration': confirmRegistration,
};

/**
 * Opens a link from one of the shop's mails (it came in the address). A confirmation link logs the new member in:
 * the page reloads as theirs, and there is nothing for the box to do. Otherwise the box opens on the login tab with
 * what the server said: an unlock link makes this browser's next login skip the challenge; a link no longer good
 * says how to go on.
 */
export async function openMailLink(environment: AccountEnvironment, link: MailLink, autofocus: boolean): Promise<AccountBoxAction | null> {
  const openLogin = (message: BoxMessage): AccountBoxAction => ({ type: 'open', tab: 'login', mode: 'login', message, autofocus });
  let answer: MailLinkResponse;
  try {
    answer = await calls[link.kind](environment.http, { token: link.token });
  } catch (error) {
    console.warn('A link from a mail could not be opened', error);
    return openLogin({ phrase: '/AccountBox/MailLink/ServerError' });
  }
  if (link.kind === 'confirm-registration' && answer.success) {
    await finishLogin(environment, null);
    return null;
  }
  return openLogin(answer.message?.trim() ? { text: answer.message } : { phrase: '/AccountBox/MailLink/ServerError' });
}
