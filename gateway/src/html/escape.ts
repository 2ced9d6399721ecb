const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML element content and quoted attribute values. */
export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** JSON inside a `<script>` element: `<` escaped so no `</script>` or `<!--` in the data can end or bend it. */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/</g, '\\u003c');
}

/** Links from team data: site-relative or http(s) only, so no `javascript:` URL reaches the page. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  if (/^\/(?![/\\])/.test(href) || /^https?:\/\//i.test(href)) return href;
  return null;
}
