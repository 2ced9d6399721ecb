import { useId, type ReactNode } from 'react';
import './choice-group.css';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** Shown under the label and read with it. */
  details?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  choices: Choice<T>[];
  value: T | null;
  onChoose(value: T): void;
  required?: boolean;
  error?: string | undefined;
  /** Shown under the chosen option (its own fields: card details, delivery points). */
  chosenContent?: ReactNode;
}

/** A radio group in a fieldset: arrow keys move between options, the legend names the group. */
export function ChoiceGroup<T extends string>({ legend, name, choices, value, onChoose, required, error, chosenContent }: ChoiceGroupProps<T>) {
  const groupId = useId();
  const errorId = `${groupId}-error`;
  return (
    <fieldset className="k_Choices" aria-describedby={error ? errorId : undefined} data-invalid={error ? true : undefined}>
      <legend className="k_Choices__legend">{legend}</legend>
      {error && (
        <p id={errorId} className="k_Field__error">
          {error}
        </p>
      )}
      {choices.map((choice) => {
        const id = `${groupId}-${choice.value}`;
        const detailsId = `${id}-details`;
        const isChosen = choice.value === value;
        return (
          <div key={choice.value} className="k_Choices__option" data-chosen={isChosen || undefined}>
            <input
              id={id}
              className="k_Choices__input"
              type="radio"
              name={name}
              value={choice.value}
              checked={isChosen}
              disabled={choice.disabled}
              required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={choice.details ? detailsId : undefined}
              onChange={() => onChoose(choice.value)}
            />
            <label className="k_Choices__label" htmlFor={id}>
              {choice.label}
            </label>
            {choice.details && (
              <div id={detailsId} className="k_Choices__details">
                {choice.details}
              </div>
            )}
            {isChosen && chosenContent && <div className="k_Choices__content">{chosenContent}</div>}
          </div>
        );
      })}
    </fieldset>
  );
}
