import type { PageFallback } from '@storefront/platform';
import type { ActivityPost } from '../../../contract/social-profile-page';

/** The profile as plain HTML parts, for browsers without JavaScript (the gateway asks with `_fallback=1`). */
export function profileFallback(title: string, description: string, posts: readonly ActivityPost[]): PageFallback {
  return {
    headings: [{ level: 1, text: title }, ...posts.map((post) => ({ level: 2 as const, text: post.title || post.text.slice(0, 80) }))],
    paragraphs: [description, ...posts.map((post) => post.text)].filter((text) => text !== ''),
    links: posts.flatMap((post) => (post.product ? [{ href: post.product.url, text: post.product.name }] : [])),
  };
}
