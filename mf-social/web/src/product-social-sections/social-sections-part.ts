import { lazyPart } from '@storefront/platform';

/** The sections themselves, their store and forms: a chunk of its own, loaded once the sections come into view. */
export const SocialSections = lazyPart(() => import(/* webpackChunkName: "social-sections" */ '../social-sections/social-sections'));
