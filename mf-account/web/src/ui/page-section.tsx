import { useId, type ReactNode } from 'react';

/** A part of a page under its own heading: a region named by that heading. */
export function PageSection({ heading, className = 'a_Section', children }: { heading: ReactNode; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className="a_Section__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
