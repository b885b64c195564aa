import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
`;

export interface SpinnerProps {
  /** The accessible name, e.g. 'Loading price'. */
  label?: string;
  size?: number;
  /** Inside something that already announces itself (a busy button, an overlay): hidden from assistive tech. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading', size = 24, decorative = false, className }: SpinnerProps) {
  if (decorative) return <Ring $size={size} aria-hidden="true" className={className} />;
  return <Ring $size={size} role="status" aria-label={label} className={className} />;
}
