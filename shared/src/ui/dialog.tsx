import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './button';
import { useFocusTrap } from './use-focus-trap';

export type DialogTone = 'info' | 'success' | 'error';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** The main text, announced with the title. */
  message?: ReactNode;
  /** More content (a form, a details list) below the message. */
  children?: ReactNode;
  /** Called on Escape, the close button, the backdrop and when the timer ends. */
  onClose: () => void;
  /** Closes by itself after this many milliseconds (the product's popups use 3000). */
  autoCloseMs?: number;
  /** 'alertdialog' for messages that interrupt (errors, confirmations); default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  tone?: DialogTone;
  closeLabel?: string;
  /** Buttons in place of the single close button. */
  actions?: ReactNode;
  /** Clicking outside closes (default true). */
  closeOnBackdrop?: boolean;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Panel = styled.div<{ $tone: DialogTone }>`
  width: 100%;
  max-width: 480px;
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-top: 6px solid
    ${({ theme, $tone }) => ({ info: theme.colors.brand, success: theme.colors.success, error: theme.colors.danger })[$tone]};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  padding: ${({ theme }) => theme.space.lg};
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.3;
`;

const Message = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** A modal: labelled by its title, focus moved in and given back, Escape closes, optional timer. */
export function Dialog({
  open,
  title,
  message,
  children,
  onClose,
  autoCloseMs,
  role = 'dialog',
  tone = 'info',
  closeLabel = 'Close',
  actions,
  closeOnBackdrop = true,
}: DialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose without restarting the timer each render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useFocusTrap(panel, open);

  useEffect(() => {
    if (!open || !autoCloseMs) return;
    const timer = window.setTimeout(() => onCloseRef.current(), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [open, autoCloseMs]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden'; // the page behind must not scroll under the modal
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <Panel
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        tabIndex={-1}
        $tone={tone}
      >
        <Title id={titleId}>{title}</Title>
        {message && <Message id={messageId}>{message}</Message>}
        {children}
        <Actions>
          {actions ?? (
            <Button onClick={() => onCloseRef.current()} data-autofocus>
              {closeLabel}
            </Button>
          )}
        </Actions>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
