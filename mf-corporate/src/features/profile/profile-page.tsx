import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { updatePassenger } from '@booking/shared/api';
import { passengerCorporateDetailsAtom, passengerTokenAtom, useAtom, useAtomValue } from '@booking/shared/store';
import { Button, Card, CardTitle, Dialog, Field, PageTitle } from '@booking/shared/ui';
import {
  outcomeOfUpdateError,
  PROFILE_SAVED,
  profileRules,
  profileValues,
  trimmedProfile,
  type ProfileOutcome,
  type ProfileValues,
} from './model/profile-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** /my-account: the 'Edit Profile' card; a saved answer replaces the stored passenger. */
export function ProfilePage() {
  const token = useAtomValue(passengerTokenAtom);
  const [passenger, setPassenger] = useAtom(passengerCorporateDetailsAtom);
  const { register, handleSubmit, formState, reset } = useForm<ProfileValues>({ defaultValues: profileValues(passenger) });
  const [outcome, setOutcome] = useState<ProfileOutcome | null>(null);
  const { errors, isSubmitting } = formState;
  const rules = profileRules(profileValues(passenger).phone);

  const submit = async (typed: ProfileValues) => {
    const values = trimmedProfile(typed);
    if (!token || !passenger) return;
    try {
      const answer = await updatePassenger({ passenger_id: passenger.passenger_id, ...values }, token);
      const saved = answer.passenger ?? {
        ...passenger,
        passenger_name: values.name,
        passenger_email: values.email,
        passenger_contact_no: values.phone,
      };
      setPassenger(saved);
      reset(profileValues(saved));
      setOutcome(PROFILE_SAVED);
    } catch (error) {
      setOutcome(outcomeOfUpdateError(error));
    }
  };

  return (
    <>
      <PageTitle>My Account</PageTitle>
      <Card as="section" aria-labelledby="edit-profile-title" style={{ maxWidth: 560 }}>
        <CardTitle id="edit-profile-title">Edit Profile</CardTitle>
        <Form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="edit-profile-title">
          <Field label="Name" autoComplete="name" required error={errors.name?.message} {...register('name', rules.name)} />
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email', rules.email)}
          />
          <Field
            label="Phone"
            type="tel"
            autoComplete="tel"
            hint="Optional"
            error={errors.phone?.message}
            {...register('phone', rules.phone)}
          />
          <div>
            <Button type="submit" variant="primary" busy={isSubmitting}>
              Save
            </Button>
          </div>
        </Form>
      </Card>
      <Dialog
        open={outcome !== null}
        role="alertdialog"
        title={outcome?.title ?? ''}
        message={outcome?.message}
        tone={outcome?.tone}
        autoCloseMs={outcome?.tone === 'success' ? 3000 : undefined}
        onClose={() => setOutcome(null)}
      />
    </>
  );
}
