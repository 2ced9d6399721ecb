import type { BrowserContext, Page } from '@playwright/test';
import { alarmIdOf, type PayloadBook } from './xss-payloads';

/**
 * Something a page ran, or tried to run, that it should not have: a dialog, an uncaught error, `xss:` or a
 * Content-Security-Policy refusal on the console; or a payload's markup in the page that waits for a click or a focus
 * to run (a `javascript:` link, an event handler attribute).
 */
export interface ScriptAlarm {
  what: 'dialog' | 'pageerror' | 'console' | 'markup';
  text: string;
  url: string;
  /** The payload the text names, and what it was put into. */
  payload?: string;
}

/**
 * Listens on every page of a browser context for script a stored text may have run or tried to: each dialog
 * (dismissed, so the page goes on), each page error, each console message naming `xss:` or a refusal of the
 * Content-Security-Policy; and looks through a page for payload markup when asked.
 */
export class ScriptAlarms {
  readonly raised: ScriptAlarm[] = [];

  constructor(private readonly book: PayloadBook) {}

  watch(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
  }

  private raise(what: ScriptAlarm['what'], text: string, url: string): void {
    const id = alarmIdOf(text);
    const payload = id ? this.book.find(id) : undefined;
    this.raised.push({ what, text, url, ...(payload ? { payload: `${payload.kind} in ${payload.into}` } : {}) });
  }

  private watchPage(page: Page): void {
    page.on('dialog', (dialog) => {
      this.raise('dialog', `${dialog.type()}: ${dialog.message()}`, page.url());
      void dialog.dismiss().catch(() => undefined);
    });
    page.on('pageerror', (error) => this.raise('pageerror', error.message, page.url()));
    // The store's Content-Security-Policy refuses inline script: an injected handler or script shows up as a refusal.
    page.on('console', (message) => {
      if (/xss:|Content Security Policy/i.test(message.text())) this.raise('console', `${message.type()}: ${message.text()}`, page.url());
    });
  }

  /**
   * Looks through the page for payload markup that did not run by itself: an event handler attribute, a `srcdoc` or
   * a script that names `xss:`, and any `javascript:` URL (it runs only when clicked; React puts its own
   * `javascript:throw …` in place of one it blocks, which still tells a text reached an `href`).
   */
  async inspect(page: Page): Promise<void> {
    const found = await page.evaluate(() => {
      const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster']);
      const marks: string[] = [];
      for (const element of Array.from(document.querySelectorAll('*'))) {
        for (const { name, value } of Array.from(element.attributes)) {
          const attribute = name.toLowerCase();
          const runs =
            (attribute.startsWith('on') && /xss:/i.test(value)) ||
            (attribute === 'srcdoc' && /xss:/i.test(value)) ||
            (urlAttributes.has(attribute) && /^[\s\u0000-\u001f]*javascript:/i.test(value));
          if (runs) marks.push(`<${element.tagName.toLowerCase()} ${attribute}="${value}">`);
        }
        const isScript = element.tagName === 'SCRIPT' && ['', 'text/javascript', 'module'].includes(element.getAttribute('type') ?? '');
        if (isScript && /xss:/i.test(element.textContent ?? '')) marks.push(`<script>${element.textContent}</script>`);
      }
      return marks;
    });
    for (const mark of found) this.raise('markup', mark, page.url());
  }

  /** One line per alarm, for a failure message. */
  describe(): string[] {
    return this.raised.map((alarm) => `${alarm.what} on ${alarm.url}: ${alarm.text}${alarm.payload ? ` (${alarm.payload})` : ''}`);
  }
}
