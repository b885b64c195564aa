import { forwardRef } from 'react';
import { mentionsAirportOrStation } from '@booking/shared/domain';
import { Field, type FieldProps } from '@booking/shared/ui';
import { FLIGHT_NAME } from '../../lib/journey-names';

export type FlightFieldProps = Omit<FieldProps, 'label'> & {
  /** The leg's addresses: the field shows while one of them is an airport or a station. */
  addresses: readonly (string | null | undefined)[];
  /** 'Return ' on the return leg. */
  prefix?: string;
};

/** The flight or station field of the distance and the hourly form (product §10 "Money, trust and privacy"); react-hook-form's register spreads in. */
export const FlightField = forwardRef<HTMLInputElement, FlightFieldProps>(function FlightField({ addresses, prefix = '', ...input }, ref) {
  if (!addresses.some(mentionsAirportOrStation)) return null;
  return <Field ref={ref} label={`${prefix}${FLIGHT_NAME}`} autoComplete="off" {...input} />;
});
