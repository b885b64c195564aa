import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Page, PageTitle } from '@booking/shared/ui';
import { ProgressBar } from '../features/progress/progress-bar';
import { Results } from '../features/results/results';
import { BookingSummary } from '../features/summary/booking-summary';

const Top = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.background};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  margin-top: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

/** The vehicle results page (SPEC 2) under the page's title: progress, BOOK A TRIP, the cards. */
export function ResultsPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  return (
    <Page $width="wide" as="section" aria-labelledby="page-title">
      <PageTitle id="page-title">{title}</PageTitle>
      <Top>
        <Button variant="secondary" size="sm" onClick={() => navigate('/')}>
          Back
        </Button>
        <ProgressBar current="Vehicle" />
      </Top>
      <Columns>
        <BookingSummary editing={editing} onEditingChange={setEditing} />
        <Results editing={editing} onEditQuote={() => setEditing(true)} />
      </Columns>
    </Page>
  );
}
