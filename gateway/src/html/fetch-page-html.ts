import type { AppShellData, PageBase } from '@storefront/platform';
import { httpHeaders } from '@storefront/platform';
import { describeFailure } from '../health/call-failures';
import { serviceCallHeaders } from '@storefront/platform/server';

export interface PageHtml {
  html: string;
  /** URLs of the stylesheets the page needs and the scripts that bring its code. */
  stylesheets: string[];
  scripts: string[];
}

export type PageHtmlResult = { kind: 'html'; page: PageHtml } | { kind: 'failed'; reason: string; error?: unknown };

export interface PageHtmlRequest {
  team: string;
  teamUrl: string;
  page: PageBase;
  appShell: AppShellData;
  /** The gateway's service identity for this request. */
  identity: string;
  requestId: string;
  timeoutMs: number;
}

const isFileList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((file) => typeof file === 'string' && /^[\w.-]+$/.test(file));

/**
 * The page root's HTML from the team that answered the page (POST /internal/page-html), rendered with the app shell
 * data the document carries, its phrases included. Its files come back as names in the team's remote folder: here they become URLs.
 */
export async function fetchPageHtml(request: PageHtmlRequest): Promise<PageHtmlResult> {
  // The phrases travel too: the team renders with the very words the browser hydrates with.
  const { appShell } = request;
  try {
    const response = await fetch(`${request.teamUrl}/internal/page-html`, {
      method: 'POST',
      headers: {
        ...serviceCallHeaders,
        accept: 'application/json',
        'content-type': 'application/json',
        [httpHeaders.identity]: request.identity,
        [httpHeaders.requestId]: request.requestId,
      },
      body: JSON.stringify({ page: request.page, appShell }),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const body = (await response.json().catch(() => null)) as Partial<PageHtml> | null;
    if (!response.ok || typeof body?.html !== 'string') return { kind: 'failed', reason: `team answered ${response.status} without HTML` };
    const remoteFolder = `/remotes/${request.team}/`;
    return {
      kind: 'html',
      page: {
        html: body.html,
        stylesheets: isFileList(body.stylesheets) ? body.stylesheets.map((file) => remoteFolder + file) : [],
        scripts: isFileList(body.scripts) ? body.scripts.map((file) => remoteFolder + file) : [],
      },
    };
  } catch (error) {
    return { kind: 'failed', reason: describeFailure(error), error };
  }
}
