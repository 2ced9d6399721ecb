import { useCulture, useMarketTimeZone, type Culture } from '@storefront/platform';

const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(culture: Culture, timeZone: string): Intl.DateTimeFormat {
  const key = `${culture} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(culture, { dateStyle: 'medium', timeZone });
    formats.set(key, format);
  }
  return format;
}

/**
 * When a post was written, as a `<time>`: its date in the shopper's language and market. The shop's posts say it in
 * relative time ("3 days ago"), which team Account's notifications have and the platform does not yet: the date stands
 * until the platform has it.
 */
export function PostDate({ dateTime }: { dateTime: string }) {
  const culture = useCulture();
  const timeZone = useMarketTimeZone();
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className="o_PostDate" dateTime={dateTime}>
      {formatFor(culture, timeZone).format(date)}
    </time>
  );
}
