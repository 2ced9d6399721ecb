import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
  className?: string | undefined;
}

/** Terms and their values (an order's date, status, total…), each pair in a div so a list can lay it out as one. */
export function FactList({ className, facts }: { className: string; facts: Fact[] }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.term} className={fact.className}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
