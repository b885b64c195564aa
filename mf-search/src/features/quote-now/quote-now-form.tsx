import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { sendInstantEmail } from '@booking/shared/api';
import { AddressField } from '../../components/address-box/address-field';
import { JOURNEY_NAMES } from '../../lib/journey-names';
import { QUOTE_FAILED, QUOTE_SENT, quoteNowFormSchema, toInstantEmailPayload, type QuoteNowValues } from './model/quote-now-form';
import { Button, Field, Grid, SelectField, TextAreaField } from '@booking/shared/ui';
import { HOUR_OPTIONS, MINUTE_OPTIONS, ukToday } from '../../domain/time';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Result = styled.p<{ $ok: boolean }>`
  margin: 0;
  padding: 12px;
  border-radius: 6px;
  font-weight: 600;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $ok }) => ($ok ? theme.colors.successSubtle : theme.colors.dangerSubtle)};
`;

const PASSENGERS = Array.from({ length: 50 }, (_, i) => String(i + 1));
const LUGGAGES = Array.from({ length: 21 }, (_, i) => String(i));

/** The Quote Now request: the journey and contact details e-mailed to the operator (product §2, 7). */
export function QuoteNowForm({ initialValues, onSent }: { initialValues: QuoteNowValues; onSent: () => void }) {
  const { control, register, handleSubmit, formState } = useForm<QuoteNowValues>({
    resolver: zodResolver(quoteNowFormSchema) as unknown as Resolver<QuoteNowValues>,
    defaultValues: initialValues,
  });
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  // Tall enough for the journey notes it arrives with (stops, return leg, options), up to 10 lines.
  const commentRows = Math.min(10, Math.max(3, initialValues.comments.split('\n').length + 1));
  const errors = formState.errors;

  const send = async (values: QuoteNowValues) => {
    setOutcome(null);
    try {
      // A 200 that says success: false rejects too (the API client's rule): the journey stays.
      await sendInstantEmail(toInstantEmailPayload(values));
      setOutcome('sent');
      onSent();
    } catch (error) {
      console.warn('Quote Now was not sent', error instanceof Error ? error.message : error);
      setOutcome('failed');
    }
  };

  return (
    <Form noValidate aria-label="Quote Now" onSubmit={handleSubmit(send)}>
      <Grid $columns={2}>
        {(['pickup', 'dropoff'] as const).map((name) => (
          <AddressField key={name} control={control} name={name} label={name === 'pickup' ? 'Pickup' : 'Drop Off'} locatable />
        ))}
      </Grid>
      <Grid $columns={5}>
        <Field label="Date" type="date" min={ukToday()} required error={errors.pickup_date?.message} {...register('pickup_date')} />
        <SelectField label="Hour" options={HOUR_OPTIONS} required {...register('pickup_hour')} />
        <SelectField label="Min" options={MINUTE_OPTIONS} required {...register('pickup_min')} />
        <SelectField label={JOURNEY_NAMES.passengers} options={PASSENGERS} {...register('passengers')} />
        <SelectField label={JOURNEY_NAMES.luggages} options={LUGGAGES} {...register('luggages')} />
      </Grid>
      <Grid $columns={3}>
        <Field label="Passenger Name" autoComplete="name" {...register('passenger_name')} />
        <Field label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        {/* type="tel" alone: a numeric keypad would have no + for an international number. */}
        <Field label="Telephone" type="tel" autoComplete="tel" required error={errors.telephone?.message} {...register('telephone')} />
      </Grid>
      <TextAreaField label="Additional Comments" rows={commentRows} {...register('comments')} />
      <div>
        <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'wait' : 'SEND'}
        </Button>
      </div>
      <div aria-live="polite">
        {outcome ? (
          <Result $ok={outcome === 'sent'} role={outcome === 'failed' ? 'alert' : undefined}>
            {outcome === 'sent' ? QUOTE_SENT : QUOTE_FAILED}
          </Result>
        ) : null}
      </div>
    </Form>
  );
}
