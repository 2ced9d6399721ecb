import { renderToString } from 'react-dom/server';
import { appShell } from '../app-shell/app-shell-store';
import type { AppShellData } from '../app-shell/types';
import { phrasesFor } from '../i18n/phrases';
import { PageRoot, pageRootIdentifierPrefix, type PageComponent } from '../pages/page-root';
import type { PageBase } from '../pages/page-types';

/** App shell data as the gateway sends it to a team's page render: the phrases are the culture's, so they stay home. */
export type AppShellForRender = Omit<AppShellData, 'languagePhrases'>;

export interface PageRenderInput {
  page: PageBase;
  appShell: AppShellForRender;
}

/** Renders a page root to HTML; null for a page type this team does not render. */
export type RenderPage = (input: PageRenderInput) => string | null;

/**
 * A team's page render, built into its server bundle with its page components (`serverWebpackConfig`). It renders the
 * tree the shell hydrates (PageRoot) with the app shell data the document will carry, so both sides see the same
 * data. The app shell store is the bundle's own and renderToString is synchronous, so no two requests share it.
 */
export function createPageRenderer(components: Record<string, PageComponent>): RenderPage {
  return ({ page, appShell: shellData }) => {
    const Component = Object.prototype.hasOwnProperty.call(components, page.componentName) ? components[page.componentName] : undefined;
    if (!Component) return null;
    appShell.set({ ...shellData, languagePhrases: phrasesFor(shellData.currentLanguage.culture) } as AppShellData);
    return renderToString(<PageRoot Component={Component} page={page} />, { identifierPrefix: pageRootIdentifierPrefix });
  };
}
