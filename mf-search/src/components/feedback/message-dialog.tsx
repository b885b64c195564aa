import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { PrimaryButton } from '../form/form.styles';

const Box = styled.dialog`
  width: min(92vw, 440px);
  padding: 24px;
  border: 0;
  border-radius: 10px;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  &::backdrop { background: ${({ theme }) => theme.colors.backdrop}; }
  h2 { margin: 0 0 8px; font-size: 1.25rem; }
  p { margin: 0 0 16px; }
`;

interface Props {
  title: string;
  message?: string;
  onClose: () => void;
}

/**
 * A modal message (native <dialog>: focus moves in, Escape closes, the page behind is inert).
 * Rendered only while open; the caller decides when it goes.
 */
export function MessageDialog({ title, message, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    // jsdom has no showModal; the open attribute keeps it visible there.
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);
  return (
    <Box ref={ref} aria-labelledby={`${id}-title`} aria-describedby={message ? `${id}-text` : undefined} onClose={onClose} onCancel={onClose}>
      <h2 id={`${id}-title`}>{title}</h2>
      {message ? <p id={`${id}-text`}>{message}</p> : null}
      <PrimaryButton type="button" onClick={onClose} autoFocus>
        OK
      </PrimaryButton>
    </Box>
  );
}
