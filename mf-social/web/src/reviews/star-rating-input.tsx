import { useId, useRef, type KeyboardEvent } from 'react';
import { usePhrase } from '@storefront/platform';
import type { Stars } from '../product-social-store/product-social-store';
import { starsPhrase } from './star-texts';
import './star-rating-input.css';

export interface StarRatingInputProps {
  label: string;
  value: Stars | null;
  onChange(stars: Stars): void;
  error?: string | undefined;
  /** The first star, for the form to lead focus to when the rating is missing. */
  firstRef?: (element: HTMLInputElement | null) => void;
}

const stars: Stars[] = [1, 2, 3, 4, 5];

const step: Record<string, (current: number) => number> = {
  ArrowRight: (current) => current + 1,
  ArrowDown: (current) => current + 1,
  ArrowLeft: (current) => current - 1,
  ArrowUp: (current) => current - 1,
  Home: () => 1,
  End: () => 5,
};

/**
 * 1 to 5 stars as a radio group: Tab reaches it once, the arrow keys (and Home, End) choose and move as in any radio
 * group, and each star is named ("3 stars") for screen readers.
 */
export function StarRatingInput({ label, value, onChange, error, firstRef }: StarRatingInputProps) {
  const t = usePhrase();
  const name = useId();
  const labelId = `${name}-label`;
  const errorId = `${name}-error`;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, current: Stars): void {
    const move = step[event.key];
    if (!move) return;
    event.preventDefault();
    const next = Math.min(5, Math.max(1, move(current))) as Stars;
    onChange(next);
    inputs.current[next - 1]?.focus();
  }

  return (
    <div
      className="o_StarRatingInput"
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      aria-required="true"
    >
      <span id={labelId} className="o_StarRatingInput__label">
        {label}
      </span>
      <span className="o_StarRatingInput__stars">
        {stars.map((option) => (
          <label key={option} className={`o_StarRatingInput__option${value !== null && option <= value ? ' o_StarRatingInput__option--on' : ''}`}>
            <input
              ref={(element) => {
                inputs.current[option - 1] = element;
                if (option === 1) firstRef?.(element);
              }}
              className="o_StarRatingInput__input"
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              // With nothing chosen yet, Tab stops at the first star only.
              tabIndex={value === null ? (option === 1 ? 0 : -1) : value === option ? 0 : -1}
              onChange={() => onChange(option)}
              onKeyDown={(event) => onKeyDown(event, value ?? option)}
            />
            <span className="o_StarRatingInput__star" aria-hidden="true">
              ★
            </span>
            <span className="p_visually-hidden">{t(starsPhrase[option])}</span>
          </label>
        ))}
      </span>
      {error && (
        <p id={errorId} className="o_Field__error">
          {error}
        </p>
      )}
    </div>
  );
}
