import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;

/** The look every text box and select shares; red border when invalid. */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    border-width: 2px;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.background};
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface FieldTextProps {
  /** The visible label, also the control's accessible name. */
  label: ReactNode;
  /** Help text linked with aria-describedby. */
  hint?: ReactNode;
  /** The error message; marks the control aria-invalid and links the message. */
  error?: ReactNode;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
}

/** Ids for a control and its texts, and the aria attributes that tie them together. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, describedBy?: string) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const described = [describedBy, hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    hasError,
    aria: {
      'aria-invalid': hasError ? (true as const) : undefined,
      'aria-describedby': described || undefined,
    },
  };
}

function FieldTexts({
  hint,
  error,
  hintId,
  errorId,
  hasError,
}: {
  hint?: ReactNode;
  error?: ReactNode;
  hintId: string;
  errorId: string;
  hasError: boolean;
}) {
  return (
    <>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {hasError && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </>
  );
}

const RequiredMark = () => (
  <span aria-hidden="true" style={{ color: 'inherit', marginLeft: 2 }}>
    *
  </span>
);

/** What a labelled control receives from LabelledField: its id and the aria that ties it to its texts. */
type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

export type LabelledFieldProps = FieldTextProps & {
  id?: string;
  className?: string;
  required?: boolean;
  describedBy?: string;
  children: (control: ControlProps) => ReactNode;
};

/** The label, hint and error around one control, written once for Field, SelectField and TextAreaField. */
export function LabelledField({ label, hint, error, hideLabel, id, className, required, describedBy, children }: LabelledFieldProps) {
  const { controlId, hintId, errorId, hasError, aria } = useFieldIds(id, hint, error, describedBy);
  const text = (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={controlId}>{hideLabel ? <VisuallyHidden>{text}</VisuallyHidden> : text}</Label>
      {children({ id: controlId, ...aria })}
      <FieldTexts hint={hint} error={error} hintId={hintId} errorId={errorId} hasError={hasError} />
    </FieldWrapper>
  );
}
