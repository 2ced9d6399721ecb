import { accountRules } from '@storefront/platform';
import { todayAsCalendarDate } from '../dates/calendar-date';
import { TextField, type TextFieldProps } from './text-field';

export type BirthDateFieldProps = Omit<TextFieldProps, 'type' | 'min' | 'max' | 'autoComplete'>;

/** A birth date: from 1900-01-01 up to today on the shopper's own calendar. */
export function BirthDateField(props: BirthDateFieldProps) {
  return <TextField {...props} type="date" min={accountRules.earliestBirthDate} max={todayAsCalendarDate()} autoComplete="bday" />;
}
