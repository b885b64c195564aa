import type { ReactNode } from 'react';
import { StoredItems } from './stored-items';

/** A route's placeholder until its screen lands: the page's name and what the store holds. */
export function ScaffoldPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
      <StoredItems />
    </section>
  );
}
