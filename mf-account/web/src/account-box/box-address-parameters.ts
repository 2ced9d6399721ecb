import type { AccountBoxTab } from './account-box-state';

/** A link from one of the shop's mails that the box opens: its kind and token. */
export interface MailLink {
  kind: 'unlock-login' | 'confirm-registration';
  token: string;
}

export interface BoxAddressRequest {
  /** The box opens on this tab; null leaves it closed. */
  tab: AccountBoxTab | null;
  /** `login=required`: the box says a login is needed. */
  loginRequired: boolean;
  returnUrl: string | null;
  /** `unlockLogin=…`, `confirmRegistration=…`: a link from a mail to open. */
  mailLink: MailLink | null;
  /** The address without these parameters; null when it had none of them. */
  cleanedUrl: string | null;
}

const names = { login: 'login', register: 'register', returnUrl: 'returnurl' };
const mailLinks: Record<string, MailLink['kind']> = { unlocklogin: 'unlock-login', confirmregistration: 'confirm-registration' };

/**
 * Address parameters: `login=required` opens the box, `register` opens it on the register tab, `ReturnUrl` is where to go
 * after the login; and the links of the shop's mails (`unlockLogin`, `confirmRegistration`). Parameter names are
 * matched without regard to case; the values are read once and leave the address (a token would stay in the history).
 */
export function readBoxAddressParameters(href: string): BoxAddressRequest {
  const url = new URL(href);
  let loginRequired = false;
  let register = false;
  let returnUrl: string | null = null;
  let mailLink: MailLink | null = null;
  let found = false;
  for (const [name, value] of [...url.searchParams]) {
    const lower = name.toLowerCase();
    if (lower === names.login) loginRequired ||= value.toLowerCase() === 'required';
    else if (lower === names.register) register = true;
    else if (lower === names.returnUrl) returnUrl ??= value;
    else if (mailLinks[lower]) mailLink ??= value ? { kind: mailLinks[lower], token: value } : null;
    else continue;
    found = true;
    url.searchParams.delete(name);
  }
  const tab: AccountBoxTab | null = register ? 'register' : loginRequired ? 'login' : null;
  return { tab, loginRequired, returnUrl, mailLink, cleanedUrl: found ? `${url.pathname}${url.search}${url.hash}` : null };
}
