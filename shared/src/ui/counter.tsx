import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

// Never wider than its column (a narrow grid track in the options panel): the group may shrink, a
// label that does not fit beside the buttons wraps onto its own line, and the number gives way first.
const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  min-height: 44px;
  min-width: 0;
  max-width: 100%;
`;

const Name = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// The name with a line under it (the hint), in the name's place.
const NameBlock = styled.span`
  display: grid;
  flex: 1 1 auto;
  min-width: 0;
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Controls = styled.div`
  display: inline-flex;
  flex: 0 1 auto;
  align-items: center;
  min-width: 0;
  max-width: 100%;
  margin-left: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Step = styled.button`
  flex: 0 0 44px;
  width: 44px;
  height: 44px;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-size: 1.25rem;
  font-weight: 700;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.brandSubtle};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Value = styled.output`
  flex: 1 1 3rem;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space.xs};
  overflow-wrap: anywhere;
  text-align: center;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

export interface CounterProps {
  label: ReactNode;
  /** Used in the buttons' names ('Decrease Luggage'); defaults to the label when it is text. */
  name?: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Text after the number, e.g. 'mins'. */
  unit?: string;
  /** A line under the name that describes the group, e.g. its price ('£8.00 per seat'). */
  hint?: string | null;
  disabled?: boolean;
  className?: string;
}

/** A number changed with labelled minus and plus buttons, kept within min..max (product §5 counters). */
export function Counter({
  label,
  name,
  value,
  onChange,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  unit,
  hint,
  disabled,
  className,
}: CounterProps) {
  const labelId = useId();
  const hintId = `${labelId}-hint`;
  const spoken = name ?? (typeof label === 'string' ? label : 'value');
  const safe = Number.isFinite(value) ? value : min;
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  return (
    <Group role="group" aria-labelledby={labelId} aria-describedby={hint ? hintId : undefined} className={className}>
      {hint ? (
        <NameBlock>
          <Name id={labelId}>{label}</Name>
          <small id={hintId}>{hint}</small>
        </NameBlock>
      ) : (
        <Name id={labelId}>{label}</Name>
      )}
      <Controls>
        <Step
          type="button"
          aria-label={`Decrease ${spoken}`}
          disabled={disabled || safe <= min}
          onClick={() => onChange(clamp(safe - step))}
        >
          −
        </Step>
        <Value aria-live="polite" aria-atomic="true">
          {safe}
          {unit ? ` ${unit}` : ''}
        </Value>
        <Step
          type="button"
          aria-label={`Increase ${spoken}`}
          disabled={disabled || safe >= max}
          onClick={() => onChange(clamp(safe + step))}
        >
          +
        </Step>
      </Controls>
    </Group>
  );
}
