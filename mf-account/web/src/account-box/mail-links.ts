import type { AccountEnvironment } from '../web-support/account-environment';
import { unlockLogin } from '../web-support/account-calls';
import type { AccountBoxAction } from './account-box-state';
import type { MailLink } from './box-address-parameters';

/**
 * Opens a link from one of the shop's mails (it came in the address): an unlock link makes this browser's next login
 * skip the challenge, and the box opens on the login tab saying so, or saying that the link is no longer good.
 */
export async function openMailLink(environment: AccountEnvironment, link: MailLink, autofocus: boolean): Promise<AccountBoxAction> {
  const openLogin = (message: { text: string } | { phrase: string }): AccountBoxAction => ({ type: 'open', tab: 'login', mode: 'login', message, autofocus });
  try {
    const answer = await unlockLogin(environment.http, { token: link.token });
    return openLogin(answer.message?.trim() ? { text: answer.message } : { phrase: '/AccountBox/MailLink/ServerError' });
  } catch (error) {
    console.warn('A link from a mail could not be opened', error);
    return openLogin({ phrase: '/AccountBox/MailLink/ServerError' });
  }
}
