import { useId } from 'react';

/** A newsletter on or off: a checkbox a screen reader names a switch, with what the newsletter brings. */
export function SubscriptionSwitch({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="a_Switch">
      <input
        id={id}
        className="a_Switch__input"
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="a_Switch__label" htmlFor={id}>
        {label}
      </label>
      <p className="a_Switch__description" id={`${id}-description`}>
        {description}
      </p>
    </div>
  );
}
