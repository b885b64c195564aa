import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Page, PageTitle, useIsPhone } from '@booking/shared/ui';
import { ProgressBar } from '../features/progress/progress-bar';
import { Results } from '../features/results/results';
import { BookingSummary } from '../features/summary/booking-summary';
import { CompactSummary } from '../features/summary/compact-summary';

const Top = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.background};
`;

// On phones the compact summary is a row of the sticky top, under Back and the progress bar.
const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  margin-top: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The vehicle results page (product §2) under the page's title: progress, BOOK A TRIP, the cards. On
 * phones BOOK A TRIP folds into the compact summary above the cards (one panel either way).
 */
export function ResultsPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const phone = useIsPhone();
  const [editing, setEditing] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const summary = <BookingSummary editing={editing} onEditingChange={setEditing} />;
  // Edit Quote from the empty state opens the journey form where it is: in the details on a phone.
  const editQuote = () => {
    setEditing(true);
    setDetailsOpen(true);
  };
  return (
    <Page $width="wide" as="section" aria-labelledby="page-title">
      <PageTitle id="page-title">{title}</PageTitle>
      <Top>
        <Button variant="secondary" size="sm" onClick={() => navigate('/')}>
          Back
        </Button>
        <ProgressBar current="Vehicle" />
        {phone ? (
          <Wide>
            <CompactSummary sticky={false} expanded={detailsOpen} onExpandedChange={setDetailsOpen}>
              {summary}
            </CompactSummary>
          </Wide>
        ) : null}
      </Top>
      <Columns>
        {phone ? null : summary}
        <Results editing={editing} onEditQuote={editQuote} />
      </Columns>
    </Page>
  );
}
