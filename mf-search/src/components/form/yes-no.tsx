import { useId } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  legend {
    font-weight: 600;
    font-size: 0.875rem;
    padding: 0;
  }
  small {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  div {
    display: flex;
    gap: 16px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

interface YesNoProps {
  label: string;
  /** What choosing yes costs ('£12.00 per journey'), said under the legend and as the group's description. */
  hint?: string | null;
  value: 'yes' | 'no';
  onChange: (value: 'yes' | 'no') => void;
}

/** A yes/no choice as two radio buttons (meet and greet, wheelchair). */
export function YesNo({ label, hint, value, onChange }: YesNoProps) {
  const name = useId();
  return (
    <Fieldset aria-describedby={hint ? `${name}-hint` : undefined}>
      <legend>{label}</legend>
      {hint ? <small id={`${name}-hint`}>{hint}</small> : null}
      <div>
        {(['yes', 'no'] as const).map((choice) => (
          <label key={choice}>
            <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} />
            {choice === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
    </Fieldset>
  );
}
