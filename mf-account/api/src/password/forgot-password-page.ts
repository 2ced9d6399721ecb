import type { Request, Response } from 'express';
import { z } from 'zod';
import { accountRules } from '@storefront/platform';
import type { ForgotPasswordPageViewModel } from '../../../contract/forgotten-password';
import { accepts, identityOf, pageQuery, wantsFallback } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { accountText } from '../login/account-text';
import { maskEmail } from './mask-email';
import { findResetToken } from './reset-tokens';

export const forgotPasswordPageInput = accepts({ query: pageQuery.extend({ token: z.string().max(200).optional() }) });

const siteName = 'Beauty Store';

/** GET /page/forgot-password?token=…: the reset page the mail links to; `token` is null when the link is no longer good. */
export function forgotPasswordPageRoute(services: AccountServices) {
  return async (_req: Request, res: Response) => {
    const query = forgotPasswordPageInput.query(res);
    const { token } = query;
    const text = accountText(identityOf(res).culture);
    const found = token ? await findResetToken(services.db, token, services.now()) : null;
    const title = text('/AccountApi/ResetPassword/Title');
    const page: ForgotPasswordPageViewModel = {
      componentName: 'ForgotPasswordPageViewModel',
      url: '/forgot-password',
      meta: { title: `${title} | ${siteName}`, robots: 'noindex' },
      currentTheme: 'default',
      trackingInformationSection: 'my pages',
      hideFooter: false,
      token: found ? token! : null,
      ...(found ? { maskedEmail: maskEmail(found.email) } : {}),
      minPasswordLength: accountRules.minPasswordLength,
      ...(wantsFallback(query)
        ? {
            fallback: {
              headings: [{ level: 1 as const, text: title }],
              paragraphs: found ? [] : [text('/AccountApi/ResetPassword/LinkExpired')],
              links: [{ href: '/', text: siteName }],
            },
          }
        : {}),
    };
    // The token is in the address: keep it out of caches and of Referer headers.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.json(page);
  };
}
