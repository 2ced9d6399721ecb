import type { ComponentType } from 'react';
import type { PageBase } from './page-types';

/** A page type's component, as a team exposes it: it renders its page from the page JSON alone. */
export type PageComponent = ComponentType<{ page: PageBase }>;

/**
 * The page is its own React root, rendered by its team on the server and hydrated by the shell in the browser: this
 * prefix keeps its `useId` values apart from the shell's, which share the document.
 */
export const pageRootIdentifierPrefix = 'p-';

/** The id of the element in <main> that holds the page root. */
export const pageRootElementId = 'page-root';

export interface PageRootProps {
  Component: PageComponent;
  page: PageBase;
}

/**
 * The page root's tree, the same on the server and in the browser: hydration walks the markup the team rendered with
 * it, so both sides must render this and nothing else (the shell adds only context providers around it).
 */
export function PageRoot({ Component, page }: PageRootProps) {
  return <Component page={page} />;
}
