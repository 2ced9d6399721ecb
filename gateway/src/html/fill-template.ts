export interface TemplateSlots {
  head: string;
  fallback: string;
  data: string;
  lang: string;
}

/** The shell's index.html with its three placeholders filled (replacer functions: no `$&` surprises from data). */
export function fillTemplate(template: string, slots: TemplateSlots): string {
  return template
    .replace('<!--app-head-->', () => slots.head)
    .replace('<!--app-fallback-->', () => slots.fallback)
    .replace('<!--app-data-->', () => slots.data)
    .replace(/<html(\s[^>]*)?>/i, (tag) =>
      /\slang=/i.test(tag) ? tag.replace(/\slang="[^"]*"/i, ` lang="${slots.lang}"`) : tag.replace(/^<html/i, `<html lang="${slots.lang}"`),
    );
}
