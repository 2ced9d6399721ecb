import { escapeHtml } from './escape-html';

const webAddress = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Plain text as HTML with its http(s) addresses made into links; everything else escaped. */
export function linkedText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(webAddress)) {
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
