import { useId, type ReactNode } from 'react';
import './checkout-section.css';

interface CheckoutSectionProps {
  title: string;
  className?: string;
  children: ReactNode;
}

/** One step of the checkout: a region named by its heading. */
export function CheckoutSection({ title, className, children }: CheckoutSectionProps) {
  const headingId = useId();
  return (
    <section className={['k_CheckoutSection', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className="k_CheckoutSection__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
