import type { ReactNode } from 'react';
import { useStoredItemsSummary } from '@booking/shared/store';
import { Page, PageTitle } from '@booking/shared/ui';

/** A route's placeholder until its screen lands: the page's name and what the store holds. */
export function ScaffoldPage({ title, children }: { title: string; children?: ReactNode }) {
  const storedItems = useStoredItemsSummary();
  return (
    <Page as="section" aria-labelledby="page-title">
      <PageTitle id="page-title">{title}</PageTitle>
      {children}
      <ul aria-label="Stored items">
        {storedItems.map(({ name, description }) => (
          <li key={name}>{`${name}: ${description}`}</li>
        ))}
      </ul>
    </Page>
  );
}
