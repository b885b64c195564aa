import styled from 'styled-components';
import type { ClientMode } from '../../domain/client-mode';

const CLIENT_MODE_LABELS: Readonly<Record<ClientMode, string>> = {
  guest_login: 'Guest',
  new_client: 'New Client',
  existing_client: 'Existing Client',
};

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 700;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSubtle};
    font-weight: 600;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** The visible switch between the modes the settings offer (product §4 "Client mode"; §10 "Settings": GUEST_LOGIN). */
export function ClientModeSwitch({
  modes,
  value,
  onChange,
}: {
  modes: readonly ClientMode[];
  value: ClientMode;
  onChange: (mode: ClientMode) => void;
}) {
  return (
    <Group>
      <legend>How would you like to book?</legend>
      <Options>
        {modes.map((mode) => (
          <Option key={mode}>
            <input type="radio" name="client-mode" value={mode} checked={mode === value} onChange={() => onChange(mode)} />
            {CLIENT_MODE_LABELS[mode]}
          </Option>
        ))}
      </Options>
    </Group>
  );
}
