import { useId } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: 4px;
  span.label { font-weight: 600; font-size: 0.875rem; }
  div { display: flex; align-items: center; gap: 8px; }
  output { min-width: 3ch; text-align: center; font-weight: 700; }
  button {
    width: 44px;
    height: 44px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.brand};
    border-radius: 6px;
    cursor: pointer;
    &:disabled { color: ${({ theme }) => theme.colors.borderStrong}; border-color: ${({ theme }) => theme.colors.border}; cursor: not-allowed; }
  }
`;

interface Props {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
}

/** A − value + counter kept within its range (SPEC 5); the value is announced as it changes. */
export function Counter({ label, value, onChange, min, max, step = 1 }: Props) {
  const id = useId();
  const current = Number(value) || 0;
  const set = (next: number) => onChange(Math.min(max, Math.max(min, next)));
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <span className="label" id={`${id}-label`}>{label}</span>
      <div>
        <button type="button" aria-label={`Fewer ${label}`} disabled={current <= min} onClick={() => set(current - step)}>
          −
        </button>
        <output aria-live="polite" aria-labelledby={`${id}-label`}>{current}</output>
        <button type="button" aria-label={`More ${label}`} disabled={current >= max} onClick={() => set(current + step)}>
          +
        </button>
      </div>
    </Box>
  );
}
