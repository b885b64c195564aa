import type { ReactNode } from 'react';
import { useStoredItemsSummary } from '@booking/shared/store';

/** A route's placeholder until its screen lands: the page's name and what the store holds. */
export function ScaffoldPage({ title, children }: { title: string; children?: ReactNode }) {
  const storedItems = useStoredItemsSummary();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
      <ul aria-label="Stored items">
        {storedItems.map(({ name, description }) => (
          <li key={name}>{`${name}: ${description}`}</li>
        ))}
      </ul>
    </section>
  );
}
