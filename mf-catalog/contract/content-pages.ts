import type { Link, PageBase } from '@storefront/platform';

/*
 * Content pages and the page that is not found.
 */

export interface CmsBlock {
  type: 'heading' | 'paragraph' | 'list';
  text?: string;
  items?: string[];
}

export interface CmsPageViewModel extends PageBase {
  componentName: 'CmsPageViewModel';
  heading: string;
  intro: string;
  body: CmsBlock[];
  related: Link[];
}

export interface PageNotFoundViewModel extends PageBase {
  componentName: 'PageNotFoundViewModel';
  heading: string;
  text: string;
  links: Link[];
}
