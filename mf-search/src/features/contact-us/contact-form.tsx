import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { contactUs, toApiError } from '@booking/shared/api';
import { MessageDialog } from '../../components/feedback/message-dialog';
import { Grid, PrimaryButton } from '../../components/form/form.styles';
import { SelectField } from '../../components/form/select-field';
import { TextArea } from '../../components/form/text-area';
import { TextField } from '../../components/form/text-field';
import {
  CONTACT_DEFAULTS, CONTACT_FAILED_TITLE, CONTACT_SENT_TEXT, CONTACT_SENT_TITLE,
  contactFormSchema, keepDigits, QUERY_REASONS, toContactPayload, type ContactFormValues,
} from './model/contact-form';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

type Result = { title: string; message: string };

/** The Contact Us form (SPEC 2, 5, 8): nothing required; telephone and booking number digits only. */
export function ContactForm() {
  const { control, register, handleSubmit, formState, reset } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema) as unknown as Resolver<ContactFormValues>,
    defaultValues: CONTACT_DEFAULTS,
  });
  const [result, setResult] = useState<Result | null>(null);
  const errors = formState.errors;

  const submit = async (values: ContactFormValues) => {
    try {
      await contactUs(toContactPayload(values));
      setResult({ title: CONTACT_SENT_TITLE, message: CONTACT_SENT_TEXT });
      reset(CONTACT_DEFAULTS);
    } catch (error) {
      setResult({ title: CONTACT_FAILED_TITLE, message: toApiError(error).message });
    }
  };

  const digitsField = (name: 'quoteTelephone' | 'bookingNumber', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          label={label}
          inputMode="numeric"
          autoComplete={name === 'quoteTelephone' ? 'tel' : 'off'}
          error={errors[name]?.message}
          {...field}
          onChange={(event) => field.onChange(keepDigits(event.target.value))}
        />
      )}
    />
  );

  return (
    <>
      <Form noValidate aria-label="Contact Us" onSubmit={handleSubmit(submit)}>
        <Grid $min={220}>
          <TextField label="First Name" autoComplete="given-name" {...register('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...register('lastName')} />
          <TextField label="Email" type="email" autoComplete="email" error={errors.quoteEmail?.message} {...register('quoteEmail')} />
          {digitsField('quoteTelephone', 'Telephone')}
          {digitsField('bookingNumber', 'Booking Number')}
          <SelectField label="Query Reason" options={QUERY_REASONS} {...register('queryReason')} />
        </Grid>
        <TextArea label="Additional Comments" rows={4} {...register('quoteComments')} />
        <div>
          <PrimaryButton type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Wait' : 'SUBMIT'}
          </PrimaryButton>
        </div>
      </Form>
      {result ? <MessageDialog title={result.title} message={result.message} onClose={() => setResult(null)} /> : null}
    </>
  );
}
