import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@booking/shared/ui';

const Box = styled.section`
  display: grid;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  div.actions {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
`;

/**
 * A returning visitor sees their last search with 'Search' (price it again) and 'Change Search',
 * which opens the panel with the same journey fields (the form, whose button reads 'Search').
 */
export function ChangeSearch({ summary, onSearchAgain, children }: { summary: ReactNode; onSearchAgain: () => void; children: ReactNode }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <>{children}</>;
  return (
    <Box aria-labelledby="last-search-title">
      <h2 id="last-search-title">Your last search</h2>
      {summary}
      <div className="actions">
        <Button variant="primary" type="button" onClick={onSearchAgain}>
          Search
        </Button>
        <Button variant="secondary" type="button" aria-expanded={false} onClick={() => setEditing(true)}>
          Change Search
        </Button>
      </div>
    </Box>
  );
}
