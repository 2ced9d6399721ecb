import { act, useId } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { AppShellData } from '../app-shell/types';
import { platformPhrasesFor } from '../i18n/phrases';
import { usePhrase } from '../i18n/use-phrase';
import type { PageBase } from '../pages/page-types';
import { Slot, SlotRendererContext } from '../slots/slot';
import { createPageRenderer, type AppShellForRender } from './render-page';

function TestPage({ page }: { page: PageBase }) {
  const t = usePhrase();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{page.url}</h1>
      <p>{t('/Shell/LogIn')}</p>
      <Slot name="product:wish-list">
        <span className="reserved" />
      </Slot>
    </section>
  );
}

const appShellIn = (culture: AppShellData['currentLanguage']['culture']) =>
  ({
    languagePhrases: platformPhrasesFor(culture),
    currentLanguage: { culture, twoLetterCulture: culture.slice(0, 2) },
    currentCountry: { alpha2: 'SE', currency: 'SEK' },
  }) as unknown as AppShellForRender;
const page = { componentName: 'TestViewModel', url: '/c/makeup', meta: { title: 'Makeup' }, currentTheme: 'default' } as PageBase;
const renderPage = createPageRenderer({ TestViewModel: TestPage });

describe('a team’s page render', () => {
  it('renders the page root with the phrases the document carries', () => {
    expect(renderPage({ page, appShell: appShellIn('sv-SE') })).toContain('<p>Logga in</p>');
    expect(renderPage({ page, appShell: appShellIn('de-DE') })).toContain('<p>Anmelden</p>');
    const withTeamTexts = { ...appShellIn('sv-SE'), languagePhrases: { '/Shell/LogIn': 'Team text' } };
    expect(renderPage({ page, appShell: withTeamTexts })).toContain('<p>Team text</p>');
  });

  it('gives the page root’s ids a prefix of their own (the shell’s share the document)', () => {
    const html = renderPage({ page, appShell: appShellIn('sv-SE') })!;
    const id = /<h1 id="([^"]+)"/.exec(html)![1]!;
    expect(id).toContain('p-');
    expect(renderToString(<TestPage page={page} />)).not.toContain(`id="${id}"`);
  });

  it('renders no page type it does not know', () => {
    expect(renderPage({ page: { ...page, componentName: 'CartPageViewModel' }, appShell: appShellIn('sv-SE') })).toBeNull();
  });
});

describe('another team’s fragment in a page (Slot)', () => {
  const renderSlot = (name: string) => <b className="fragment">{name}</b>;

  it('is its reserved space in the server’s HTML, even where a host renders slots', () => {
    const html = renderToString(
      <SlotRendererContext.Provider value={renderSlot}>
        <Slot name="product:wish-list">
          <span className="reserved" />
        </Slot>
      </SlotRendererContext.Provider>,
    );
    expect(html).toBe('<span class="reserved"></span>');
  });

  it('is the host’s fragment in a browser render', async () => {
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(
        <SlotRendererContext.Provider value={renderSlot}>
          <Slot name="product:wish-list">
            <span className="reserved" />
          </Slot>
        </SlotRendererContext.Provider>,
      );
    });
    expect(container.innerHTML).toBe('<b class="fragment">product:wish-list</b>');
  });
});
