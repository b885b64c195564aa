import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'info' | 'success' | 'error';

const Box = styled.div<{ $tone: AlertTone }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid
    ${({ theme, $tone }) => ({ info: theme.colors.brand, success: theme.colors.success, error: theme.colors.danger })[$tone]};
  background: ${({ theme, $tone }) =>
    ({ info: theme.colors.brandSubtle, success: theme.colors.successSubtle, error: theme.colors.dangerSubtle })[$tone]};
  color: ${({ theme }) => theme.colors.text};
`;

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** An inline message; errors interrupt (role=alert), the rest are polite status updates. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone} className={className}>
      {title && <strong style={{ display: 'block' }}>{title}</strong>}
      {children}
    </Box>
  );
}
