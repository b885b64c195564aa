import { useFormState, useWatch } from 'react-hook-form';
import { AddressField } from '../../components/address-box/address-field';
import { FlightField } from '../../components/form/flight-field';
import { LONDON } from '../../lib/google/position';
import { PASSENGER_OPTIONS } from './model/extras';
import { changePickupDate } from './model/return-leg';
import { useQuoteForm } from './quote-form-context';
import { TimeSelects } from './time-selects';
import { Field, Grid, SelectField } from '@booking/shared/ui';
import { ukToday } from '../../domain/time';

type Leg = 'outbound' | 'return';

const NAMES = {
  outbound: {
    pickup: 'pickup',
    dropoff: 'dropoff',
    passengers: 'passengers',
    date: 'pickup_date',
    hour: 'pickup_hour',
    min: 'pickup_min',
    flight: 'pickup_fight_number',
  },
  return: {
    pickup: 'return_pickup',
    dropoff: 'return_dropoff',
    passengers: 'return_passengers',
    date: 'return_date',
    hour: 'return_hour',
    min: 'return_min',
    flight: 'return_fight_number',
  },
} as const;

/** One leg's journey fields: addresses, passengers, date and time, and the flight or train when relevant. */
export function LegFields({ leg }: { leg: Leg }) {
  const { control, register, getValues, setValue } = useQuoteForm();
  const names = NAMES[leg];
  const prefix = leg === 'return' ? 'Return ' : '';
  const [pickup, dropoff, userLocation] = useWatch({ control, name: [names.pickup, names.dropoff, 'userLocation'] });
  const { errors } = useFormState({ control, name: [names.date, names.hour] });
  // product §5: the return search needs at least 2 characters.
  const minChars = leg === 'return' ? 2 : 1;

  // After a submit, a new date or minute checks the hour again: a passed time's message sits there.
  const affectsHour = { deps: [names.hour] };
  const dateField = register(names.date, {
    ...affectsHour,
    onChange: (event: { target: { value: string } }) => {
      if (leg !== 'outbound' || !event.target.value) return;
      setValue('return_date', changePickupDate(getValues(), event.target.value).return_date);
    },
  });

  return (
    <>
      <Grid $columns={2}>
        {([names.pickup, names.dropoff] as const).map((name, index) => (
          <AddressField
            key={name}
            control={control}
            name={name}
            label={`${prefix}${index === 0 ? 'Pick-Up' : 'Drop-Off'}`}
            minChars={minChars}
            locatable={index === 0}
            // product §7-8: the located position biases every suggestion and is sent with the
            // journey; on the home flow a failed locate falls back to central London.
            onLocate={(position) => setValue('userLocation', position ?? LONDON)}
            near={userLocation ?? null}
          />
        ))}
      </Grid>
      <Grid $columns={4}>
        <SelectField
          label={`${prefix}Passengers`}
          options={PASSENGER_OPTIONS.map(String)}
          {...register(names.passengers, { valueAsNumber: true })}
        />
        <Field
          label={leg === 'return' ? 'Return Date' : 'Pick-Up Date'}
          type="date"
          min={ukToday()}
          error={errors[names.date]?.message}
          {...dateField}
        />
        <TimeSelects
          prefix={prefix}
          hour={register(names.hour)}
          min={register(names.min, affectsHour)}
          error={errors[names.hour]?.message}
        />
      </Grid>
      <FlightField addresses={[pickup, dropoff]} prefix={prefix} {...register(names.flight)} />
    </>
  );
}
