import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText, useFieldIds } from './field-parts';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Line = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.brand};
    flex: none;
  }
`;

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: ReactNode;
};

/** A checkbox with its label on the right (privacy, terms); the ref reaches the input. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, id, className, 'aria-describedby': describedBy, ...inputProps },
  ref,
) {
  const { controlId, errorId, hasError, aria } = useFieldIds(id, undefined, error, describedBy);
  return (
    <Wrapper className={className}>
      <Line htmlFor={controlId}>
        <input ref={ref} type="checkbox" id={controlId} {...aria} {...inputProps} />
        <span>{label}</span>
      </Line>
      {hasError && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
});
