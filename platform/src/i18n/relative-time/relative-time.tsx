import { useCulture } from '../../app-shell/use-culture';
import { usePhrase } from '../use-phrase';
import { relativeTimeText } from './relative-time-text';
import { useNow } from './use-now';

/** "5 minutes ago" as a `<time>`; the exact moment is in `dateTime` and in the title. */
export function RelativeTime({ dateTime, className }: { dateTime: string; className?: string }) {
  const t = usePhrase();
  const culture = useCulture();
  const now = useNow();
  const then = new Date(dateTime);
  if (Number.isNaN(then.getTime())) return null;
  return (
    <time className={className} dateTime={dateTime} title={then.toLocaleString(culture, { dateStyle: 'long', timeStyle: 'short' })}>
      {relativeTimeText(then, now, culture, t)}
    </time>
  );
}
