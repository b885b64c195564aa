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
  /* A long address may break anywhere; a date keeps its column wide enough for its words. */
  dd[data-keep-words] {
    overflow-wrap: normal;
  }
  /* In a narrow panel (the results page's sticky column) each label sits over its value. */
  @container summary-panel (max-width: 17rem) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;
    dt {
      color: ${({ theme }) => theme.colors.muted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
    dd + dt {
      margin-top: ${({ theme }) => theme.space.sm};
    }
  }
`;

/** Label and value pairs, read as a description list. */
export function SummaryList({ rows, label }: { rows: readonly Row[]; label?: string }) {
  if (!rows.length) return null;
  return (
    <List aria-label={label}>
      {rows.map(({ label: term, value, keepWords }, index) => (
        <Fragment key={`${index}-${term}`}>
          <dt>{term}</dt>
          <dd data-keep-words={keepWords || undefined}>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
