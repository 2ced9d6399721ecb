import type { AppShellData, MainMenu } from '../app-shell/types';
import type { PageBase } from '../pages/page-types';
import type { ShellConfig } from './types';

/**
 * What the gateway hands the shell's server bundle (`shell/dist-server/frame.cjs`) for a document: the shell renders
 * its frame (header, menu, footer) around the page root its team rendered, with the data the document carries.
 */
export interface FrameRenderInput {
  /** Path and query of the document. */
  url: string;
  config: ShellConfig;
  appShell: AppShellData;
  mainMenu: MainMenu | null;
  /** The page JSON; null when its team could not be asked (then `pageFailure` says why). */
  page: PageBase | null;
  /** The page root's HTML from its team; null when the page renders in the browser only. */
  pageHtml: string | null;
  /** The gateway got no page: the shell's error view fills the page's place (status 0: no answer). */
  pageFailure: { status: number } | null;
}

/** The shell's server bundle exports this: the HTML of `#root`. */
export type RenderFrame = (input: FrameRenderInput) => string;

/** The ids of the data the document carries: JSON scripts the shell reads back to hydrate, the preloads' template. */
export const documentDataIds = {
  page: 'page-data',
  appShell: 'app-shell-data',
  shellConfig: 'shell-config',
  mainMenu: 'main-menu',
  pageFailure: 'page-failure',
  /** A `<template>` of the preloads of the page's remote, started once the first screen is painted. */
  pagePreloads: 'page-preloads',
} as const;
