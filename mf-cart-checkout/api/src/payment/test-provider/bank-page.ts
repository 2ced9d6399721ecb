import { formatPrice } from '@storefront/platform';
import type { TestProviderPayment } from './test-provider-payments';

/** The bank page's only styling: served by the router, since the gateway's CSP forbids inline style. */
export const bankPageStylesheet = `
:root { color-scheme: light; font-family: system-ui, sans-serif; color: #1a1a1a; background: #f4f4f6; }
body { margin: 0; }
.bank-header { background: #12325b; color: #fff; padding: 0.75rem 1.5rem; }
.bank-header p { margin: 0; font-weight: 600; }
main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; box-shadow: 0 1px 4px rgb(0 0 0 / 15%); }
h1 { margin-top: 0; font-size: 1.5rem; }
.amount { font-size: 1.75rem; font-weight: 700; margin: 0.25rem 0 1rem; }
.note { color: #4a4a4a; font-size: 0.875rem; }
.answers { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
.answers form { flex: 1; }
button { width: 100%; min-height: 2.75rem; font: inherit; font-weight: 600; border-radius: 0.375rem; border: 2px solid #12325b; cursor: pointer; }
.approve { background: #12325b; color: #fff; }
.decline { background: #fff; color: #12325b; }
button:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
`.trimStart();

/** Headers for the bank's HTML: nothing inline may run, forms only post to this site, and nothing is cached. */
export const bankPageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

function page(basePath: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(basePath)}/test-bank.css">
</head>
<body>
<header class="bank-header"><p>Test bank · secure payment</p></header>
<main aria-labelledby="bank-heading">
<h1 id="bank-heading">Test bank</h1>
${body}
</main>
</body>
</html>
`;
}

/** The hosted page where the shopper approves or declines a payment, as a bank's 3-D Secure page would. */
export function approvalPage(basePath: string, payment: TestProviderPayment): string {
  const action = `${basePath}/redirect/${encodeURIComponent(payment.pspReference)}`;
  return page(
    basePath,
    'Approve your payment – Test bank',
    `<p>Approve the payment for order ${escapeHtml(payment.orderNumber)}${payment.cardLast4 ? ` with the card ending in ${escapeHtml(payment.cardLast4)}` : ''}:</p>
<p class="amount">${escapeHtml(formatPrice(payment.amount, 'en-US'))}</p>
<p class="note">This is the shop's test payment provider: no money moves.</p>
<div class="answers">
<form method="post" action="${escapeHtml(action)}/approve"><button type="submit" class="approve">Approve</button></form>
<form method="post" action="${escapeHtml(action)}/decline"><button type="submit" class="decline">Decline</button></form>
</div>`,
  );
}

/** A page that only says something (no such payment, already finished), with a way back to the shop. */
export function messagePage(basePath: string, title: string, message: string): string {
  return page(basePath, `${title} – Test bank`, `<p>${escapeHtml(message)}</p>\n<p><a href="/">Back to the shop</a></p>`);
}
