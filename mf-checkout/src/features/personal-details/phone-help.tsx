import { useId, useState } from 'react';
import styled from 'styled-components';

const PHONE_TOOLTIP =
  'Add a + at the start if there is no international number. Use a format like +31123456789. Otherwise give a phone number where the customer can be reached.';

const Toggle = styled.button`
  min-width: 32px;
  min-height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
  cursor: pointer;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * product §2's mobile-number tooltip as a toggletip: a real button (keyboard, screen reader), the text
 * announced when it opens, Escape closes it.
 */
export function PhoneHelp() {
  const [isOpen, setOpen] = useState(false);
  const noteId = useId();
  return (
    <div>
      <Toggle
        type="button"
        aria-label="Help with the mobile number"
        aria-expanded={isOpen}
        aria-controls={noteId}
        onClick={() => setOpen((open) => !open)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        ?
      </Toggle>
      <div id={noteId} role="status">
        {isOpen && <Note>{PHONE_TOOLTIP}</Note>}
      </div>
    </div>
  );
}
