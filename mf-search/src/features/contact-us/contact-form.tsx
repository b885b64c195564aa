import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { contactUs, toApiError } from '@booking/shared/api';
import {
  CONTACT_DEFAULTS,
  CONTACT_FAILED_TITLE,
  CONTACT_SENT_TEXT,
  CONTACT_SENT_TITLE,
  contactFormSchema,
  keepDigits,
  QUERY_REASONS,
  toContactPayload,
  type ContactFormValues,
} from './model/contact-form';
import { Button, Dialog, Field, Grid, SelectField, TextAreaField } from '@booking/shared/ui';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

type Result = { title: string; message: string };

/** The Contact Us form (product §2, 5, 8): nothing required; telephone and booking number digits only. */
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
        <Field
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
        <Grid $columns={2}>
          <Field label="First Name" autoComplete="given-name" {...register('firstName')} />
          <Field label="Last Name" autoComplete="family-name" {...register('lastName')} />
          <Field label="Email" type="email" autoComplete="email" error={errors.quoteEmail?.message} {...register('quoteEmail')} />
          {digitsField('quoteTelephone', 'Telephone')}
          {digitsField('bookingNumber', 'Booking Number')}
          <SelectField label="Query Reason" options={QUERY_REASONS} {...register('queryReason')} />
        </Grid>
        <TextAreaField label="Additional Comments" rows={4} {...register('quoteComments')} />
        <div>
          <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Wait' : 'SUBMIT'}
          </Button>
        </div>
      </Form>
      <Dialog
        open={result !== null}
        title={result?.title ?? ''}
        message={result?.message}
        tone={result?.title === CONTACT_SENT_TITLE ? 'success' : 'error'}
        closeLabel="OK"
        onClose={() => setResult(null)}
      />
    </>
  );
}
