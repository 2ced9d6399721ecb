import { useEffect, useRef, useState } from 'react';
import { Button, Modal, useAppShellData, usePhrase } from '@storefront/platform';
import { useAccountEnvironment } from '../environment/account-environment';
import { logout } from '../session/logout';
import { startIdleTimer, type IdleTimer } from './idle-timer';
import { inactivityWarningMs, logoutCountdownMs, shouldWarn } from './inactivity-rules';
import './inactivity-warning.css';

const tickMs = 1000;

/**
 * Inactivity: after 180 s without interaction, when the shopper has a cart, a session or a page of
 * their own open, a dialog counts 60 s down and then logs out; "continue" keeps everything. Store devices are left
 * to the shell's store-device inactivity popup.
 */
export function InactivityWarning() {
  const t = usePhrase();
  const environment = useAccountEnvironment();
  const isStoreDevice = useAppShellData()?.isStoreDevice === true;
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const timer = useRef<IdleTimer | null>(null);
  const cartItemCount = useRef<number | null>(null);

  useEffect(() => {
    if (isStoreDevice) return;
    const { bus, appShell } = environment;
    const cartChanges = bus.on('cart:changed').subscribe(({ payload }) => {
      cartItemCount.current = payload.itemCount;
    });
    const idle = startIdleTimer(window, inactivityWarningMs, () => {
      const data = appShell.get();
      const facts = {
        cartItemCount: cartItemCount.current ?? data?.cart?.items.length ?? 0,
        isLoggedIn: data?.currentUser.isLoggedIn === true,
        pathname: window.location.pathname,
      };
      if (!shouldWarn(facts)) {
        idle.restart();
        return;
      }
      setNow(Date.now());
      setDeadline(Date.now() + logoutCountdownMs);
    });
    timer.current = idle;
    return () => {
      idle.stop();
      cartChanges.unsubscribe();
      timer.current = null;
    };
  }, [environment, isStoreDevice]);

  useEffect(() => {
    if (deadline === null) return;
    const ticking = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        clearInterval(ticking);
        void logout(environment);
      }
    }, tickMs);
    return () => clearInterval(ticking);
  }, [deadline, environment]);

  const keepGoing = () => {
    setDeadline(null);
    timer.current?.restart();
  };

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <Modal isOpen={deadline !== null} onClose={keepGoing} title={t('/AccountBox/Inactivity/Title')}>
      <div className="a_InactivityWarning">
        <p className="a_InactivityWarning__text">{t('/AccountBox/Inactivity/Text')}</p>
        <p className="a_InactivityWarning__countdown" role="timer">
          {t('/AccountBox/Inactivity/SecondsLeft', { seconds: secondsLeft })}
        </p>
        <Button onClick={keepGoing} data-autofocus>
          {t('/AccountBox/Inactivity/Continue')}
        </Button>
      </div>
    </Modal>
  );
}
