import { useId } from 'react';
import styled from 'styled-components';
import type { ClassChoice, ClassOption } from './model/vehicle-class';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  label {
    position: relative;
  }
  /* The radio stays in the page (arrow keys move the choice); the chip beside it is what is seen. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: inherit;
    font-weight: 400;
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
  }
  input:checked + span small {
    color: ${({ theme }) => theme.colors.onBrand};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface ClassFilterProps {
  options: readonly ClassOption[];
  value: ClassChoice;
  onChange: (value: ClassChoice) => void;
}

/**
 * 'Vehicle class': a native radio group (Tab reaches it, the arrow keys choose), each choice with the
 * number of offers it has. It narrows the Lowest Price card and the list alike.
 */
export function ClassFilter({ options, value, onChange }: ClassFilterProps) {
  const name = useId();
  return (
    <Group>
      <legend>Vehicle class</legend>
      <div className="choices">
        {options.map((option) => (
          <label key={option.value}>
            <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            <span>
              {option.label} <small>({option.count})</small>
            </span>
          </label>
        ))}
      </div>
    </Group>
  );
}
