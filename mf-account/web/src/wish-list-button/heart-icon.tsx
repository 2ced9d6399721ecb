import { LineIcon } from '../ui/line-icon';

/** The wish-list heart; filled when the product is saved. */
export function HeartIcon({ filled = false, className }: { filled?: boolean; className?: string }) {
  return <LineIcon className={className} filled={filled} path="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />;
}
