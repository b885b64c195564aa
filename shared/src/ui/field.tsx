import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  FieldTexts,
  FieldWrapper,
  Label,
  RequiredMark,
  useFieldIds,
  type FieldTextProps,
} from './field-parts';
import { VisuallyHidden } from './visually-hidden';

const Input = styled.input`${controlStyles}`;
const TextArea = styled.textarea`${controlStyles} min-height: 96px; resize: vertical;`;

export type FieldProps = FieldTextProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled text input with hint and error; the ref reaches the input (react-hook-form's register). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, hint, error, hideLabel, id, className, 'aria-describedby': describedBy, ...inputProps },
  ref,
) {
  const { controlId, hintId, errorId, hasError, aria } = useFieldIds(id, hint, error, describedBy);
  const text = (
    <>
      {label}
      {inputProps.required && <RequiredMark />}
    </>
  );
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={controlId}>{hideLabel ? <VisuallyHidden>{text}</VisuallyHidden> : text}</Label>
      <Input ref={ref} id={controlId} {...aria} {...inputProps} />
      <FieldTexts hint={hint} error={error} hintId={hintId} errorId={errorId} hasError={hasError} />
    </FieldWrapper>
  );
});

export type TextAreaFieldProps = FieldTextProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** Field's multi-line twin (additional info, comments). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, hideLabel, id, className, 'aria-describedby': describedBy, ...textareaProps },
  ref,
) {
  const { controlId, hintId, errorId, hasError, aria } = useFieldIds(id, hint, error, describedBy);
  const text = (
    <>
      {label}
      {textareaProps.required && <RequiredMark />}
    </>
  );
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={controlId}>{hideLabel ? <VisuallyHidden>{text}</VisuallyHidden> : text}</Label>
      <TextArea ref={ref} id={controlId} {...aria} {...textareaProps} />
      <FieldTexts hint={hint} error={error} hintId={hintId} errorId={errorId} hasError={hasError} />
    </FieldWrapper>
  );
});
