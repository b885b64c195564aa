import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { AddressBox, type AddressBoxProps } from './address-box';

type BoundProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error';

/** An AddressBox bound to a form field: its value, change, blur, focus target and error message. */
export function AddressField<T extends FieldValues>({
  control,
  name,
  ...box
}: { control: Control<T>; name: FieldPath<T> } & Omit<AddressBoxProps, BoundProps>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AddressBox
          {...box}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
