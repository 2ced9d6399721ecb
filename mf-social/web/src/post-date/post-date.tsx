import { RelativeTime } from '@storefront/platform';

/**
 * When a post or answer was written, as the shop says it: in relative time ("3 days ago", the spec's steps), in a
 * `<time>` that carries the exact moment.
 */
export function PostDate({ dateTime }: { dateTime: string }) {
  return <RelativeTime className="o_PostDate" dateTime={dateTime} />;
}
