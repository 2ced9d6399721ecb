import { useEffect, useRef } from 'react';
import { usePhrase } from '@storefront/platform';
import './cart-empty.css';

interface CartEmptyProps {
  /** The shopper just removed the last line: focus lands here instead of the page's start. */
  takeFocus: boolean;
  onContinue?: () => void;
}

export function CartEmpty({ takeFocus, onContinue }: CartEmptyProps) {
  const t = usePhrase();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) message.current?.focus();
  }, [takeFocus]);

  return (
    <div className="k_CartEmpty">
      <p ref={message} className="k_CartEmpty__message" tabIndex={-1}>
        {t('/Cart/Empty')}
      </p>
      <a className="k_CartEmpty__link" href="/" onClick={onContinue}>
        {t('/Cart/ContinueShopping')}
      </a>
    </div>
  );
}
