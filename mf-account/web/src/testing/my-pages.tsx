// Test helpers of my pages: app shell data in place, a page rendered inside a main landmark, and an http client whose
// calls wait until the test answers them.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { http, HttpError, type AppShellData, type Culture, type HttpResponse } from '@storefront/platform';
import { aMember, givenAppShell, settle as settleTimers } from './environment';

/** A logged-in member's app shell data, as the shell puts it in place. */
export const givenMember = (culture: Culture = 'en-US', overrides: Partial<AppShellData> = {}): AppShellData =>
  givenAppShell({ currentUser: aMember(), ...overrides }, culture);

export const givenVisitor = (culture: Culture = 'en-US'): AppShellData => givenAppShell({}, culture);

/** Renders a page where the shell puts it: inside <main>. */
export function renderPage(ui: ReactElement) {
  const main = document.body.appendChild(document.createElement('main'));
  const view = render(ui, { container: main });
  return { ...view, main };
}

export interface SentPost {
  url: string;
  body: unknown;
  answer(data: unknown): void;
  refuse(status: number, error: { code: string; message: string; fields?: Record<string, string> }): void;
  fail(): void;
}

/** Every `http.post` waits until the test answers it. */
export function fakePosts(): SentPost[] {
  const sent: SentPost[] = [];
  jest.spyOn(http, 'post').mockImplementation(
    <T,>(url: string, body?: unknown) =>
      new Promise<HttpResponse<T>>((resolve, reject) => {
        sent.push({
          url,
          body,
          answer: (data) => resolve({ status: 200, headers: {} as Headers, data: data as T }),
          refuse: (status, error) => reject(new HttpError(status, url, { error })),
          fail: () => reject(new HttpError(0, url, null)),
        });
      }),
  );
  return sent;
}

/** Lets answered requests and the renders they cause finish. */
export const settle = (): Promise<void> => act(settleTimers);
