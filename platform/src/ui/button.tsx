import { useEffect, useRef, useState, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { usePhrase } from '../i18n/use-phrase';
import { minPendingMs, resultShownMs, type ButtonFeedback } from './button-timings';
import { settleAtLeast, type Settled } from './settle-at-least';
import './tokens.css';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonState = 'default' | 'pending' | Settled;

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'onClick'> {
  /** Return a promise to get pending, fulfilled and rejected feedback. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  feedback?: ButtonFeedback;
  variant?: ButtonVariant;
  /** Texts announced to screen readers; default to the phrases /Common/Loading, /Common/Done and /Errors/Unknown. */
  statusTexts?: Partial<Record<Exclude<ButtonState, 'default'>, string>>;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

export function Button({
  onClick,
  feedback = 'default',
  variant = 'primary',
  statusTexts,
  className,
  type = 'button',
  children,
  ...buttonProps
}: ButtonProps) {
  const t = usePhrase();
  const [state, setState] = useState<ButtonState>('default');
  const pending = useRef(false);
  const mounted = useRef(true);
  const backToDefault = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(backToDefault.current);
    };
  }, []);

  async function handleClick(event: MouseEvent<HTMLButtonElement>): Promise<void> {
    if (pending.current) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (!isThenable(result)) return;
    pending.current = true;
    clearTimeout(backToDefault.current);
    setState('pending');
    const outcome = await settleAtLeast(result, minPendingMs[feedback]);
    pending.current = false;
    if (!mounted.current) return;
    setState(outcome);
    backToDefault.current = setTimeout(() => setState('default'), resultShownMs);
  }

  const status = {
    default: '',
    pending: statusTexts?.pending ?? t('/Common/Loading'),
    fulfilled: statusTexts?.fulfilled ?? t('/Common/Done'),
    rejected: statusTexts?.rejected ?? t('/Errors/Unknown'),
  }[state];

  return (
    <>
      <button
        {...buttonProps}
        type={type}
        className={['p_Button', `p_Button--${variant}`, className].filter(Boolean).join(' ')}
        data-state={state}
        aria-busy={state === 'pending'}
        onClick={(event) => void handleClick(event)}
      >
        <span className="p_Button__label">{children}</span>
        {state !== 'default' && (
          <span className="p_Button__feedback" aria-hidden="true">
            {state === 'pending' ? <span className="p_Button__spinner" /> : state === 'fulfilled' ? '✓' : '✕'}
          </span>
        )}
      </button>
      <span className="p_visually-hidden" role="status">
        {status}
      </span>
    </>
  );
}
