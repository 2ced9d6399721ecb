import { LineIcon } from '../ui/line-icon';

/** The bell of "tell me when it is back"; filled while the member monitors the product. */
export function BellIcon({ filled }: { filled: boolean }) {
  return <LineIcon className="a_MonitorButton__icon" size={20} filled={filled} path="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2zm4 4h4" />;
}
