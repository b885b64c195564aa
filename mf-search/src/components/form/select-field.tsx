import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { ErrorText, FieldBox } from './form.styles';

export type Option = string | { value: string | number; label: string };

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly Option[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** Label + native select (keyboard and screen readers for free) + error text. */
export function SelectField({ label, options, error, id: givenId, ...select }: Props) {
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </FieldBox>
  );
}
