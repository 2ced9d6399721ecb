import { useEffect, useState } from 'react';
import { bus, http, useAppShellData, usePhrase } from '@storefront/platform';
import { ProductToggle } from '../ui/product-toggle';
import { BellIcon } from './bell-icon';
import { getMonitored, postMonitoring } from './monitor-requests';
import '../styles/focus.css';
import './monitor-button.css';

export interface MonitorButtonProps {
  /** The product (variant) code, from the product page's slot props. */
  code: string;
}

type Outcome = 'on' | 'off' | 'failed' | null;

const outcomePhrase: Record<Exclude<Outcome, null>, string> = {
  on: '/Member/Monitor/On',
  off: '/Member/Monitor/Off',
  failed: '/Errors/Unknown',
};

const ignore = () => undefined;

/**
 * Slot 'product:monitor', on a product that cannot be bought now: "Tell me when it is back" (a toggle button). The
 * member gets a notification when it is back in stock; a visitor is asked to log in. Hidden on store devices.
 */
export default function MonitorButton({ code }: MonitorButtonProps) {
  const t = usePhrase();
  const data = useAppShellData();
  const isLoggedIn = data?.currentUser.isLoggedIn ?? false;
  const [monitored, setMonitored] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    setOutcome(null);
    setMonitored(false);
    if (!isLoggedIn || !code) return;
    let isCurrent = true;
    getMonitored(http, code).then((answer) => isCurrent && setMonitored(answer), ignore);
    return () => {
      isCurrent = false;
    };
  }, [code, isLoggedIn]);

  if (!data || data.isStoreDevice || !code) return null;

  async function toggle(): Promise<void> {
    if (!isLoggedIn) {
      bus.emit('account:login-required', {
        returnUrl: `${window.location.pathname}${window.location.search}`,
        message: t('/Member/Monitor/LoginRequired'),
      });
      return;
    }
    if (isBusy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await postMonitoring(http, code, !monitored);
      setMonitored(answer);
      setOutcome(answer ? 'on' : 'off');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProductToggle
      className="a_MonitorButton"
      pressed={monitored}
      busy={isBusy}
      onToggle={() => void toggle()}
      icon={<BellIcon filled={monitored} />}
      label={t('/Member/Monitor/Button')}
      message={outcome ? t(outcomePhrase[outcome]) : ''}
      isProblem={outcome === 'failed'}
    />
  );
}
