export interface TemplateSlots {
  head: string;
  /** The content of #root: the rendered frame and page, or the no-JavaScript fallback. */
  fallback: string;
  data: string;
  lang: string;
  /** #root holds the server-rendered frame, which the shell hydrates (else the fallback it replaces). */
  serverRendered?: boolean;
}

/** The shell's index.html with its three placeholders filled (replacer functions: no `$&` surprises from data). */
export function fillTemplate(template: string, slots: TemplateSlots): string {
  return template
    .replace('<!--app-head-->', () => slots.head)
    .replace('<div id="root"><!--app-fallback-->', () => `<div id="root"${slots.serverRendered ? ' data-server-rendered' : ''}>${slots.fallback}`)
    .replace('<!--app-data-->', () => slots.data)
    .replace(/<html(\s[^>]*)?>/i, (tag) =>
      /\slang=/i.test(tag) ? tag.replace(/\slang="[^"]*"/i, ` lang="${slots.lang}"`) : tag.replace(/^<html/i, `<html lang="${slots.lang}"`),
    );
}
