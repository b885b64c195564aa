import { useEffect, useMemo, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { BookingForm } from '@booking/shared/api';
import type { Settings } from '@booking/shared/domain';
import { graceMinutes } from '../../lib/pickup-slot';
import { slotFieldsOf, useFirstSlotDefault } from '../../lib/use-first-slot';
import { EditOptions } from './edit-options';
import { ExtraStops } from './extra-stops';
import { LegFields } from './leg-fields';
import { quoteFormSchema, toStoredBookingForm } from './model/quote-form-schema';
import { QuoteFormContext } from './quote-form-context';
import { ReturnLeg } from './return-leg';
import { changePickupDate, returnFieldsToCopy } from './model/return-leg';
import { Button } from '@booking/shared/ui';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

export interface QuoteFormProps {
  initialValues: BookingForm;
  settings: Settings;
  onQuote: (form: BookingForm) => void;
  /** The map preview or journey summary, given the live values (composed by the page). */
  renderPreview?: (values: BookingForm) => ReactNode;
  /** A pickup chosen elsewhere on the page ('Popular Location'); `at` makes a repeat choice count. */
  chosenPickup?: { address: string; at: number } | null;
  submitLabel?: string;
}

const resolver = lazyZodResolver<BookingForm>(quoteFormSchema);

/** The 'GET A QUOTE' form (product §2): journey, return leg, extra stops, options, 'Quote and Book'. */
export function QuoteForm({
  initialValues,
  settings,
  onQuote,
  renderPreview,
  chosenPickup,
  submitLabel = 'Quote and Book',
}: QuoteFormProps) {
  const methods = useForm<BookingForm>({
    resolver,
    defaultValues: initialValues,
    mode: 'onSubmit',
  });
  const { handleSubmit, setValue, setFocus, control, getValues } = methods;
  const submit = handleSubmit((form) => onQuote(toStoredBookingForm(form)));
  const fillReturnThenSubmit = (event: FormEvent<HTMLFormElement>) => {
    for (const [name, value] of Object.entries(returnFieldsToCopy(getValues()))) {
      setValue(name as keyof BookingForm, value as never);
    }
    return submit(event);
  };
  const values = useWatch({ control }) as BookingForm;
  // The pick-up time the visitor has not chosen follows the first bookable slot (today, or a large grace time).
  const slotFields = useMemo(
    () => slotFieldsOf(getValues, setValue, (date) => setValue('return_date', changePickupDate(getValues(), date).return_date)),
    [getValues, setValue],
  );
  useFirstSlotDefault(graceMinutes(settings), values.pickup_date, slotFields);

  useEffect(() => {
    if (!chosenPickup) return;
    setValue('pickup', chosenPickup.address, { shouldDirty: true });
    setFocus('pickup');
  }, [chosenPickup, setValue, setFocus]);

  // The same elements on every render of the form: a form-state change (RHF's isReady on mount, a
  // submit's errors) re-renders the form, not every field; each field follows its own values.
  const fields = useMemo(
    () => (
      <>
        <LegFields leg="outbound" />
        <ReturnLeg />
        <ExtraStops />
        <EditOptions settings={settings} />
      </>
    ),
    [settings],
  );

  return (
    <QuoteFormContext.Provider value={methods}>
      <Form noValidate aria-label="Get a quote" onFocus={resolver.preload} onSubmit={fillReturnThenSubmit}>
        {fields}
        {renderPreview?.(values)}
        <div>
          <Button type="submit" variant="primary">
            {submitLabel}
          </Button>
        </div>
      </Form>
    </QuoteFormContext.Provider>
  );
}
