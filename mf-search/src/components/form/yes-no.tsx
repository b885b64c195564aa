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

/** A yes/no choice as two radio buttons (meet and greet, wheelchair). */
export function YesNo({ label, value, onChange }: { label: string; value: 'yes' | 'no'; onChange: (value: 'yes' | 'no') => void }) {
  const name = useId();
  return (
    <Fieldset>
      <legend>{label}</legend>
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
