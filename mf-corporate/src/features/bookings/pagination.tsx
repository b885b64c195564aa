import styled from 'styled-components';
import { Button } from '@booking/shared/ui';
import type { TableView } from './model/table-query';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

interface Props {
  view: TableView;
  onPage: (page: number) => void;
}

/** 'Showing 11–13 of 13 bookings' and Previous / Next. */
export function Pagination({ view, onPage }: Props) {
  return (
    <Nav aria-label="Bookings pages">
      <p role="status" style={{ margin: 0 }}>
        {view.total === 0 ? 'No bookings match' : `Showing ${view.from}–${view.to} of ${view.total} bookings`}
      </p>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Button size="sm" variant="secondary" disabled={view.page <= 1} onClick={() => onPage(view.page - 1)}>
          Previous
        </Button>
        <span>{`Page ${view.page} of ${view.pageCount}`}</span>
        <Button size="sm" variant="secondary" disabled={view.page >= view.pageCount} onClick={() => onPage(view.page + 1)}>
          Next
        </Button>
      </div>
    </Nav>
  );
}
