import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, LabelledField, type FieldTextProps } from './field-parts';

export type SelectOption = string | number | { value: string | number; label: string; disabled?: boolean };

const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 2.25rem;
  /* A chevron drawn in CSS so the control needs no image request. */
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
`;

export type SelectFieldProps = FieldTextProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly SelectOption[];
    /** A first, empty choice such as 'Select…'. */
    placeholder?: string;
  };

const normalise = (option: SelectOption) =>
  typeof option === 'object' ? option : { value: option, label: String(option), disabled: false };

/** A labelled select; options may be plain values or { value, label }. The ref reaches the select. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, hideLabel, id, className, options, placeholder, 'aria-describedby': describedBy, ...selectProps },
  ref,
) {
  return (
    <LabelledField {...{ label, hint, error, hideLabel, id, className, describedBy }} required={selectProps.required}>
      {(control) => (
        <Select ref={ref} {...control} {...selectProps}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map(normalise).map((option) => (
            <option key={String(option.value)} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </LabelledField>
  );
});
