import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, LabelledField, type FieldTextProps } from './field-parts';

const Input = styled.input`
  ${controlStyles}
`;
const TextArea = styled.textarea`
  ${controlStyles} min-height: 96px;
  resize: vertical;
`;

export type FieldProps = FieldTextProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled text input with hint and error; the ref reaches the input (react-hook-form's register). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, hint, error, hideLabel, id, className, 'aria-describedby': describedBy, ...inputProps },
  ref,
) {
  return (
    <LabelledField {...{ label, hint, error, hideLabel, id, className, describedBy }} required={inputProps.required}>
      {(control) => <Input ref={ref} {...control} {...inputProps} />}
    </LabelledField>
  );
});

export type TextAreaFieldProps = FieldTextProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** Field's multi-line twin (additional info, comments). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, hideLabel, id, className, 'aria-describedby': describedBy, ...textareaProps },
  ref,
) {
  return (
    <LabelledField {...{ label, hint, error, hideLabel, id, className, describedBy }} required={textareaProps.required}>
      {(control) => <TextArea ref={ref} {...control} {...textareaProps} />}
    </LabelledField>
  );
});
