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
  /** What is happening, in the product's words ('Please wait while loading content'). */
  text: string;
  /** Covers the window (default) or only the nearest positioned parent. */
  fullScreen?: boolean;
  /** Spinner shown with the text (default true); off for a "Please complete editing" veil. */
  spinner?: boolean;
  className?: string;
  /** More to read under the text (the price-loading screen's promises). */
  children?: ReactNode;
}

/** A veil with a message, announced politely to screen readers when it appears. */
export function Overlay({ text, fullScreen = true, spinner = true, className, children }: OverlayProps) {
  return (
    <Cover role="status" aria-live="polite" aria-busy={spinner || undefined} $fullScreen={fullScreen} className={className}>
      {spinner && <Spinner size={40} decorative />}
      <Text>{text}</Text>
      {children}
    </Cover>
  );
}
