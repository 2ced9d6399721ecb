import type { Culture } from '@storefront/platform';
import { escapeHtml } from './escape-html';

export interface MailContent {
  culture: Culture;
  subject: string;
  paragraphs: string[];
  link?: { url: string; text: string };
  signature: string;
}

/**
 * The plain text and the HTML of a mail from the same parts. The HTML is a whole accessible document (language,
 * title, heading) and every value in it is escaped.
 */
export function layOutMail({ culture, subject, paragraphs, link, signature }: MailContent): { text: string; html: string } {
  const text = [...paragraphs, ...(link ? [`${link.text}: ${link.url}`] : []), signature].join('\n\n');
  const html = [
    `<!doctype html><html lang="${escapeHtml(culture)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body><main><h1>${escapeHtml(subject)}</h1>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>` : '',
    `<p>${escapeHtml(signature)}</p></main></body></html>`,
  ].join('');
  return { text, html };
}
