import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from './spinner';

const Cover = styled.div<{ $fullScreen: boolean }>`
  position: ${({ $fullScreen }) => ($fullScreen ? 'fixed' : 'absolute')};
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.brand};
  text-align: center;
`;

const Text = styled.p`
  margin: 0;
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

export interface OverlayProps {
  /** What is happening, in the product's words ('Please wait while loading content'); none when the children say it. */
  text?: string;
  /** 'status' (default): announced politely; 'alert' for a failure that stops the page, announced at once. */
  role?: 'status' | 'alert';
  /** Covers the window (default) or only the nearest positioned parent. */
  fullScreen?: boolean;
  /** Spinner shown with the text (default true); off for a "Please complete editing" veil. */
  spinner?: boolean;
  className?: string;
  /** More to read under the text (the price-loading screen's promises). */
  children?: ReactNode;
}

/** A veil with a message, announced to screen readers when it appears (politely, unless it is an alert). */
export function Overlay({ text, role = 'status', fullScreen = true, spinner = true, className, children }: OverlayProps) {
  return (
    <Cover
      role={role}
      aria-live={role === 'status' ? 'polite' : undefined}
      aria-busy={spinner || undefined}
      $fullScreen={fullScreen}
      className={className}
    >
      {spinner && <Spinner size={40} decorative />}
      {text ? <Text>{text}</Text> : null}
      {children}
    </Cover>
  );
}
