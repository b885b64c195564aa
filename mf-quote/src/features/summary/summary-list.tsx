import { Fragment } from 'react';
import styled from 'styled-components';
import type { Row } from './model/journey-rows';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  overflow-wrap: anywhere;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** Label and value pairs, read as a description list. */
export function SummaryList({ rows, label }: { rows: readonly Row[]; label?: string }) {
  if (!rows.length) return null;
  return (
    <List aria-label={label}>
      {rows.map(({ label: term, value }, index) => (
        <Fragment key={`${index}-${term}`}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
