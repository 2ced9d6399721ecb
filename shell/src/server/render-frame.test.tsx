import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { appShell, PageRoot, pageRootIdentifierPrefix, type PageBase } from '@storefront/platform';
import { App } from '../app/app';
import { appShellFixture, idleProgress$, mainMenuFixture, pageFixture, shellConfigFixture, testPageLoader, testServices } from '../testing/shell-fixtures';
import { renderFrame } from './render-frame';

/** A page with state and ids, as team pages have: hydration must take over exactly what the server rendered. */
function StartPage({ page }: { page: PageBase }) {
  const [count, setCount] = useState(0);
  return (
    <article>
      <h1>{page.meta.title}</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        Added {count}
      </button>
    </article>
  );
}

// Hydration is driven through act() here, as testing-library does for render().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const page = pageFixture('/', 'StartPageViewModel', { meta: { title: 'Welcome' } });
const config = shellConfigFixture();

/** The document the gateway composes: the frame from the shell's render, the page root from its team's. */
function serverDocument(): string {
  const pageHtml = renderToString(<PageRoot Component={StartPage} page={page} />, { identifierPrefix: pageRootIdentifierPrefix });
  return renderFrame({ url: '/', config, appShell: appShellFixture(), mainMenu: mainMenuFixture, page, pageHtml, pageFailure: null });
}

describe('the frame rendered on the server and hydrated in the browser', () => {
  it('has the header with the main menu, the page root and the footer in the first HTML', () => {
    const html = serverDocument();
    expect(html).toContain('class="s_Header"');
    // The top items are links to their categories (panels open with script); the closed panels carry no links yet.
    expect(html).toMatch(/<a class="s_Flyout__topButton"[^>]*href="\/c\/makeup"/);
    expect(html).not.toContain('s_Flyout__level2');
    expect(html).toMatch(/<main[^>]*><div id="page-root"><article><h1>Welcome<\/h1>/);
    expect(html).toContain('class="s_Footer"');
  });

  it('hydrates without a mismatch, and the page becomes its own live root', async () => {
    window.history.replaceState(null, '', '/');
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = serverDocument();
    document.body.replaceChildren(root);
    const html = document.getElementById('page-root')!.innerHTML;
    const mismatches: unknown[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation((...args) => mismatches.push(args));
    appShell.set(appShellFixture());
    const services = {
      ...testServices(async () => ({ default: StartPage }), config, testPageLoader(page, () => ({ kind: 'failure', status: 500 }))),
      firstPage: { page, html },
      mainMenu: mainMenuFixture,
    };
    const header = root.querySelector('header');
    await act(async () => {
      hydrateRoot(root, <App services={services} progress$={idleProgress$()} />, { onRecoverableError: (reason) => mismatches.push(reason) });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    error.mockRestore();

    expect(mismatches).toEqual([]);
    // The server's nodes were taken over, not replaced.
    expect(root.querySelector('header')).toBe(header);
    expect(document.getElementById('page-root')!.hasAttribute('data-live')).toBe(true);
    await act(async () => {
      root.querySelector<HTMLButtonElement>('main button')!.click();
    });
    expect(root.querySelector('main button')!.textContent).toBe('Added 1');
  });
});
