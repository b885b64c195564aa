import styled from 'styled-components';
import { Field, SelectField } from '@booking/shared/ui';
import { SORT_OPTIONS, WHEN_OPTIONS, type SortKey, type TableQuery, type WhenFilter } from './model/table-query';

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

interface Props {
  query: TableQuery;
  onChange: (change: Partial<TableQuery>) => void;
}

/** Search, the upcoming / past filter and the sort; any change goes back to page 1. */
export function BookingsToolbar({ query, onChange }: Props) {
  return (
    <Bar role="search" aria-label="Find a booking">
      <Field
        label="Search bookings"
        type="search"
        hint="Booking number or address"
        value={query.search}
        onChange={(event) => onChange({ search: event.target.value, page: 1 })}
      />
      <SelectField
        label="Show"
        options={WHEN_OPTIONS}
        value={query.when}
        onChange={(event) => onChange({ when: event.target.value as WhenFilter, page: 1 })}
      />
      <SelectField
        label="Sort by"
        options={SORT_OPTIONS}
        value={query.sort}
        onChange={(event) => onChange({ sort: event.target.value as SortKey, page: 1 })}
      />
    </Bar>
  );
}
