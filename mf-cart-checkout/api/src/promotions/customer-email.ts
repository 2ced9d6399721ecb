/** The mail providers whose addresses ignore dots in the local part; googlemail.com is gmail.com under another name. */
const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * The customer behind an e-mail address, as once-per-customer coupon codes count them: one key however the shopper
 * spells the address. Trimmed and lower-cased (mailboxes are matched case-insensitively in practice); a `+tag` is
 * dropped for every domain (sub-addressing: Gmail, Outlook, iCloud, Fastmail and Proton deliver anna+x@ to anna@);
 * for Gmail, whose addresses ignore dots, the local part loses its dots and googlemail.com becomes gmail.com.
 * Dots elsewhere are kept: at most domains a.nna@ and anna@ are two people.
 */
export function customerEmailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  const local = address.slice(0, at).split('+')[0]!;
  if (gmailDomains.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}
