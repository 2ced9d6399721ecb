import { LineIcon } from '../ui/line-icon';

/** The person outline of the account button. */
export function UserIcon() {
  return <LineIcon className="a_AccountButton__icon" path="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c0-3.3 3.1-6 7-6s7 2.7 7 6" />;
}
