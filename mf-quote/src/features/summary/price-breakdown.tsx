import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatPrice, selectedVehicleTotal } from '@booking/shared/domain';
import { selectedVehicleDataAtom, useAtomValue } from '@booking/shared/store';
import { useSettings } from '../../hooks/use-settings';
import { breakdownRows } from './model/breakdown-rows';
import { SummaryList } from './summary-list';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  dl > dt:last-of-type,
  dl > dd:last-of-type {
    font-weight: 700;
  }
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/**
 * 'Total changed from £44.92 to £69.42' once the shown total changes, else ''. Kept from the render
 * that saw the change (React's "information from previous renders"), so no effect is needed.
 */
function useTotalNews(total: string): string {
  const [seen, setSeen] = useState({ total, news: '' });
  if (seen.total === total) return seen.news;
  const news = seen.total && total ? `Total changed from ${seen.total} to ${total}` : '';
  setSeen({ total, news });
  return news;
}

/**
 * What the selected vehicle's total is made of, from the last selected-vehicle price answer
 * (selectedVehicleData.breakdown), with the total the checkout shows. A changed total is announced in
 * a polite live region that is in the page before the change, so screen readers read it.
 */
export function PriceBreakdown() {
  const selected = useAtomValue(selectedVehicleDataAtom);
  const settings = useSettings();
  const titleId = useId();
  const total = selected ? selectedVehicleTotal(selected) : 0;
  const news = useTotalNews(selected ? formatPrice(total, settings) : '');
  if (!selected) return null;
  return (
    <Section aria-labelledby={titleId}>
      <h4 id={titleId}>Price breakdown</h4>
      <SummaryList rows={breakdownRows(selected.breakdown, total, settings)} />
      <p role="status">{news}</p>
    </Section>
  );
}
