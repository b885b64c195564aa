import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatPrice, selectedVehicleTotal } from '@booking/shared/domain';
import { selectedVehicleDataAtom, useAtomValue } from '@booking/shared/store';
import { Button } from '@booking/shared/ui';
import { useSettings } from '../../hooks/use-settings';
import { compactJourney } from './model/compact-rows';
import { useStoredJourney } from './use-stored-journey';

const Bar = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[data-sticky='true'] {
    position: sticky;
    top: 0;
    z-index: 2;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .route {
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .details {
    grid-column: 1 / -1;
    max-height: 70vh;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  .details[hidden] {
    display: none;
  }
`;

export interface CompactSummaryProps {
  /** The full summary that Show Detail discloses (kept mounted while closed, so its state stays). */
  children: ReactNode;
  /** Sticks to the top of the page while the page scrolls (default); off where its container already sticks. */
  sticky?: boolean;
  /** Open state, when the page controls it (the results page opens it for Edit Quote). */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
}

/**
 * The phone's summary (at 768 px and below): the route, the date and the selection's total, with the
 * full BOOK A TRIP panel one tap away behind Show Detail / Hide Detail (the product's words for the
 * payment page's summary on mobile), a disclosure button with aria-expanded.
 */
export function CompactSummary({ children, sticky = true, expanded, onExpandedChange }: CompactSummaryProps) {
  const settings = useSettings();
  const { route, when } = compactJourney(useStoredJourney());
  const selected = useAtomValue(selectedVehicleDataAtom);
  const total = selected ? selectedVehicleTotal(selected) : 0;
  const [own, setOwn] = useState(false);
  const open = expanded ?? own;
  const detailsId = useId();
  const toggle = () => {
    setOwn(!open);
    onExpandedChange?.(!open);
  };
  return (
    <Bar aria-label="Journey summary" data-sticky={sticky}>
      <div>
        {route ? (
          <p className="route" title={route}>
            {route}
          </p>
        ) : null}
        {when ? <p>{when}</p> : null}
        {total > 0 ? (
          <p>
            <strong>{`Total: ${formatPrice(total, settings)}`}</strong>
          </p>
        ) : null}
      </div>
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={detailsId} onClick={toggle}>
        {open ? 'Hide Detail' : 'Show Detail'}
      </Button>
      <div className="details" id={detailsId} hidden={!open}>
        {children}
      </div>
    </Bar>
  );
}
