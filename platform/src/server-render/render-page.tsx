import { renderToString } from 'react-dom/server';
import { appShell } from '../app-shell/app-shell-store';
import type { AppShellData } from '../app-shell/types';
import { PageRoot, pageRootIdentifierPrefix, type PageComponent } from '../pages/page-root';
import type { PageBase } from '../pages/page-types';

/**
 * App shell data as the gateway sends it to a team's page render: the document's own, phrases included (the
 * platform's and every team's published texts, as the gateway merged them), so the server renders the words the
 * browser hydrates with.
 */
export type AppShellForRender = AppShellData;

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
    appShell.set(shellData);
    return renderToString(<PageRoot Component={Component} page={page} />, { identifierPrefix: pageRootIdentifierPrefix });
  };
}
