import { useEffect, useRef, useState } from 'react';
import { useCulture, useHydrated, useMarketTimeZone, usePhrase } from '@storefront/platform';
import { countdownTickMs, isCountdownShown, timeLeft } from './countdown-rules';
import './countdown.css';

interface CountdownProps {
  /** ISO 8601 instant. */
  endsAt: string;
  /** Called once when the time is up. */
  onEnd?: () => void;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Time left until `endsAt`, ticking every second, nothing for an unset end. The ticking figures are
 * hidden from screen readers, which read the end date instead (a live region would speak every second).
 */
export function Countdown({ endsAt, onEnd }: CountdownProps) {
  const t = usePhrase();
  const culture = useCulture();
  const timeZone = useMarketTimeZone();
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  // The first HTML ticked on the server's clock and in its time zone: the browser's take over once it is live.
  const hydrated = useHydrated();
  useEffect(() => setNow(Date.now()), []);
  const ended = useRef(false);
  const left = timeLeft(end, now);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    if (!isCountdownShown(endsAt) || left.isOver) return;
    const timer = setInterval(() => setNow(Date.now()), countdownTickMs);
    return () => clearInterval(timer);
  }, [endsAt, left.isOver]);

  useEffect(() => {
    if (left.isOver && isCountdownShown(endsAt) && !ended.current) {
      ended.current = true;
      onEndRef.current?.();
    }
  }, [left.isOver, endsAt]);

  if (!isCountdownShown(endsAt)) return null;
  const date = new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(end);
  const units = [
    [left.days, '/Listings/Countdown/Days'],
    [left.hours, '/Listings/Countdown/Hours'],
    [left.minutes, '/Listings/Countdown/Minutes'],
    [left.seconds, '/Listings/Countdown/Seconds'],
  ] as const;
  return (
    <div className="c_Countdown">
      <p className="p_visually-hidden">{hydrated ? t('/Listings/Countdown/EndsAt', { date }) : null}</p>
      <div className="c_Countdown__clock" aria-hidden="true">
        <span className="c_Countdown__label">{t('/Listings/Countdown/EndsIn')}</span>
        {units.map(([value, unit], index) => (
          <span key={unit} className="c_Countdown__unit">
            <span className="c_Countdown__value" suppressHydrationWarning>
              {index === 0 ? value : twoDigits(value)}
            </span>
            <span className="c_Countdown__name">{t(unit)}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
