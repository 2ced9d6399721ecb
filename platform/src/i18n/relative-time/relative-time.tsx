import { useCulture, useMarketTimeZone } from '../../app-shell/use-culture';
import { usePhrase } from '../use-phrase';
import { relativeTimeText } from './relative-time-text';
import { useNow } from './use-now';

/**
 * "5 minutes ago" as a `<time>`; the exact moment is in `dateTime` and in the title, in the market's time zone (the
 * same on the server and in the browser, whatever zone either runs in). The words may differ between the server's
 * render and the browser's hydration a moment later (a minute boundary passes): the server's, a few seconds old, stay
 * until the words next change (useNow), without the hydration error that would make React render the page again.
 */
export function RelativeTime({ dateTime, className }: { dateTime: string; className?: string }) {
  const t = usePhrase();
  const culture = useCulture();
  const timeZone = useMarketTimeZone();
  const now = useNow();
  const then = new Date(dateTime);
  if (Number.isNaN(then.getTime())) return null;
  return (
    <time
      className={className}
      dateTime={dateTime}
      title={then.toLocaleString(culture, { dateStyle: 'long', timeStyle: 'short', timeZone })}
      suppressHydrationWarning
    >
      {relativeTimeText(then, now, culture, t)}
    </time>
  );
}
