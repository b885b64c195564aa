import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Page, PageTitle, useIsPhone } from '@booking/shared/ui';
import { ProgressBar } from '../features/progress/progress-bar';
import { Results } from '../features/results/results';
import { BookingSummary } from '../features/summary/booking-summary';
import { CompactSummary } from '../features/summary/compact-summary';
import { STICKY_TOP_VAR, useStickyOffset } from '../hooks/use-sticky-offset';
import { pathTo } from '@booking/shared/domain';

const Top = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.mobile} {
    column-gap: ${({ theme }) => theme.space.sm};
  }
  &[data-sticky='true'] {
    position: sticky;
    top: 0;
    z-index: 2;
  }
`;

// On phones the compact summary is a row of the top, under Back and the progress bar.
const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(15rem, 19rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  margin-top: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// BOOK A TRIP stays in view under the sticky top while the cards scroll; a long one (Edit Quote's
// form) scrolls inside.
const Aside = styled.div`
  position: sticky;
  top: calc(var(${STICKY_TOP_VAR}, 0px) + ${({ theme }) => theme.space.md});
  max-height: calc(100vh - var(${STICKY_TOP_VAR}, 0px) - 2 * ${({ theme }) => theme.space.md});
  overflow-y: auto;
  overscroll-behavior: contain;
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
  const topRef = useRef<HTMLDivElement>(null);
  const asideRef = useRef<HTMLDivElement>(null);
  // On a phone the opened summary takes its place in the page, above the heading and the cards,
  // instead of sticking over them; closed, the top sticks again.
  const sticking = !(phone && detailsOpen);
  useStickyOffset(topRef, asideRef, sticking);
  useEffect(() => {
    const top = topRef.current;
    if (!sticking && top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, [sticking]);
  const summary = <BookingSummary editing={editing} onEditingChange={setEditing} />;
  // Edit Quote from the empty state opens the journey form where it is: in the details on a phone.
  const editQuote = () => {
    setEditing(true);
    setDetailsOpen(true);
  };
  return (
    <Page as="section" aria-labelledby="page-title">
      <PageTitle id="page-title">{title}</PageTitle>
      <Top ref={topRef} data-sticky={sticking}>
        <Button variant="secondary" size="sm" onClick={() => navigate(pathTo('root'))}>
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
        {phone ? null : <Aside ref={asideRef}>{summary}</Aside>}
        <Results editing={editing} onEditQuote={editQuote} />
      </Columns>
    </Page>
  );
}
