import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'warning';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks; the label stays for screen readers. */
  busy?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandSubtle};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.brand};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandSubtle};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warning};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.warningHover};
    }
  `,
};

const sizes = {
  sm: css`
    padding: 0.375rem 0.75rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    min-height: 32px;
  `,
  md: css`
    padding: 0.625rem 1.125rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
    min-height: 44px;
  `,
  lg: css`
    padding: 0.875rem 1.5rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    min-height: 52px;
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  text-decoration: none;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', fullWidth = false, busy = false, type = 'button', children, onClick, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={busy || undefined}
      // A busy button stays focusable (no focus loss mid-submit) but ignores clicks.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {busy && <Spinner size={16} decorative />}
      {children}
    </StyledButton>
  );
});
