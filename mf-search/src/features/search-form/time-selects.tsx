import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@booking/shared/ui';
import { HOUR_OPTIONS, MINUTE_OPTIONS } from '../../domain/time';

/** Hour (12am..11pm) and minute (00..55 in fives) selects, as product §5 lists them. */
export function TimeSelects({
  prefix = '',
  hour,
  min,
  error,
}: {
  prefix?: string;
  hour: UseFormRegisterReturn;
  min: UseFormRegisterReturn;
  /** A passed time's message, beside the hour. */
  error?: string;
}) {
  return (
    <>
      <SelectField label={`${prefix}Hour`} options={HOUR_OPTIONS} error={error} {...hour} />
      <SelectField label={`${prefix}Min`} options={MINUTE_OPTIONS} {...min} />
    </>
  );
}
