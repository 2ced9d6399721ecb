import { AccountBox } from '../account-box/account-box';
import { InactivityWarning } from '../inactivity/inactivity-warning';

/** Slot 'shell:overlays': team Account's dialogs that any page may need — the account box and the inactivity warning. */
export default function AccountOverlays() {
  return (
    <>
      <AccountBox />
      <InactivityWarning />
    </>
  );
}
