import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { HourlyRateForm } from '@booking/shared/api';
import { durationLabel } from '@booking/shared/domain';
import { AddressField } from '../../components/address-box/address-field';
import { FlightField } from '../../components/form/flight-field';
import { hourlyFormSchema } from './model/hourly-form-schema';
import { Button, Field, Grid, SelectField } from '@booking/shared/ui';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { LONDON } from '../../lib/google/position';
import { graceMinutes } from '../../lib/pickup-slot';
import { slotFieldsOf, useFirstSlotDefault } from '../../lib/use-first-slot';
import { useSettings } from '../../hooks/use-settings';
import { DURATION_OPTIONS, HOUR_OPTIONS, MINUTE_OPTIONS, ukToday } from '../../domain/time';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const DURATIONS = DURATION_OPTIONS.map((value) => ({ value, label: durationLabel(value) }));

export interface HourlyFormProps {
  initialValues: HourlyRateForm;
  onQuote: (form: HourlyRateForm) => void;
  renderPreview?: (values: HourlyRateForm) => ReactNode;
  /** A Popular Location chosen on the home screen while this is the only tab. */
  chosenPickup?: { address: string; at: number } | null;
}

const resolver = lazyZodResolver<HourlyRateForm>(hourlyFormSchema);
// After a submit, a new date or minute checks the hour again: a passed time's message sits there.
const AFFECTS_HOUR = { deps: 'pickup_hour' as const };

/** The 'Hourly Rate' form (product §2): Pickup, Duration, Pick up Date, Hour, Min, the flight or train at an airport or a station, and Search. */
export function HourlyForm({ initialValues, onQuote, renderPreview, chosenPickup }: HourlyFormProps) {
  const { control, register, handleSubmit, setValue, setFocus, getValues, formState } = useForm<HourlyRateForm>({
    resolver,
    defaultValues: initialValues,
  });
  const grace = graceMinutes(useSettings());
  const slotFields = useMemo(() => slotFieldsOf(getValues, setValue), [getValues, setValue]);
  useEffect(() => {
    if (!chosenPickup) return;
    setValue('pickup', chosenPickup.address, { shouldDirty: true });
    setFocus('pickup');
  }, [chosenPickup, setValue, setFocus]);
  const values = useWatch({ control }) as HourlyRateForm;
  useFirstSlotDefault(grace, values.pickup_date, slotFields);
  const errors = formState.errors;
  return (
    <Form noValidate aria-label="Hourly rate" onFocus={resolver.preload} onSubmit={handleSubmit(onQuote)}>
      <AddressField
        control={control}
        name="pickup"
        label="Pickup"
        locatable
        // product §8: on the home flow a failed locate falls back to central London.
        onLocate={(position) => setValue('userLocation', position ?? LONDON)}
        near={values.userLocation ?? null}
      />
      <Grid $columns={4}>
        <SelectField label="Duration" options={DURATIONS} {...register('pickup_duration')} />
        <Field
          label="Pick up Date"
          type="date"
          min={ukToday()}
          error={errors.pickup_date?.message}
          {...register('pickup_date', AFFECTS_HOUR)}
        />
        <SelectField label="Hour" options={HOUR_OPTIONS} error={errors.pickup_hour?.message} {...register('pickup_hour')} />
        <SelectField label="Min" options={MINUTE_OPTIONS} {...register('pickup_min', AFFECTS_HOUR)} />
      </Grid>
      <FlightField addresses={[values.pickup]} {...register('pickup_fight_number')} />
      {renderPreview?.(values)}
      <div>
        <Button type="submit" variant="primary">
          Search
        </Button>
      </div>
    </Form>
  );
}
