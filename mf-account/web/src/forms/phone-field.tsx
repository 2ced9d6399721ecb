import { TextField, type TextFieldProps } from './text-field';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>;

/** A mobile phone number: the phone keypad and the browser's saved number. */
export function PhoneField(props: PhoneFieldProps) {
  return <TextField {...props} type="tel" inputMode="tel" autoComplete="tel" />;
}
