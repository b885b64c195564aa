import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/button';

/** One line of a breakdown, as `breakdownLines` (@booking/shared/domain) gives them. */
export interface PriceBreakdownLine {
  label: string;
  value: string;
  isTotal?: boolean;
}

const Lines = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }
  dd {
    margin: 0;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  div:last-child {
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 700;
  }
`;

/**
 * What a total is made of, one tap away (product §10 "What the visitor sees"): a 'Price breakdown' button
 * that shows or hides the lines beside the total. Nothing when there are no lines (a breakdown that does
 * not add up is not shown).
 */
export function PriceBreakdown({
  lines,
  label = 'Price breakdown',
  describedBy,
}: {
  lines: readonly PriceBreakdownLine[] | null;
  label?: string;
  /** Whose total it is, where several are on a page (a result card's vehicle and operator). */
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!lines?.length) return null;
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        aria-describedby={describedBy}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
        {label}
      </Button>
      {/* The lines are written only when shown: a page of result cards keeps one button each. */}
      <Lines id={id} hidden={!open}>
        {open &&
          lines.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
      </Lines>
    </div>
  );
}
