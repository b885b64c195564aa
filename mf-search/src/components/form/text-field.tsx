import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { ErrorText, FieldBox } from './form.styles';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; ref?: Ref<HTMLInputElement> };

/** Label + input + error text; spreads react-hook-form's register() (ref included). */
export function TextField({ label, error, id: givenId, ...input }: Props) {
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </FieldBox>
  );
}
