import { Link } from 'react-router-dom';
import type { FieldMessage, PersonalDetailsField } from '../../domain/personal-details';
import { operatorTextsAtom, useAtomValue } from '@booking/shared/store';
import { CheckboxField, Field, Grid, Stack, TextAreaField } from '@booking/shared/ui';
import { OperatorLink } from '../../components/operator-text';
import { PhoneHelp } from './phone-help';
import type { usePersonalDetails } from './use-personal-details';
import { pathTo } from '@booking/shared/domain';

export const FIELD_IDS: Readonly<Record<PersonalDetailsField, string>> = {
  email: 'personal-details-email',
  number: 'personal-details-number',
  password: 'personal-details-password',
  privacyAccepted: 'personal-details-privacy',
  termsAccepted: 'personal-details-terms',
};

const errorFor = (errors: readonly FieldMessage[], field: PersonalDetailsField) => errors.find((e) => e.field === field)?.message;

/** The fields of each client mode (product §2), each with its message beside it. */
export function DetailsForm({ details }: { details: ReturnType<typeof usePersonalDetails> }) {
  const { mode, values, errors, journey, change } = details;
  const operator = useAtomValue(operatorTextsAtom);
  const text = (key: 'firstName' | 'surname' | 'additionalInfo' | 'return_additionalInfo' | 'pickupFlight' | 'returnFlight') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => change(key, event.target.value),
  });
  const isExisting = mode === 'existing_client';

  return (
    <Stack>
      {!isExisting && (
        <Grid $columns={2}>
          <Field label="First Name" autoComplete="given-name" {...text('firstName')} />
          <Field label="Surname" autoComplete="family-name" {...text('surname')} />
        </Grid>
      )}
      <Field
        id={FIELD_IDS.email}
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errorFor(errors, 'email')}
        onChange={(event) => change('email', event.target.value)}
      />
      {!isExisting && (
        <div>
          <Field
            id={FIELD_IDS.number}
            label="Mobile Number"
            type="tel"
            autoComplete="tel"
            required
            value={values.number}
            hint="For example 07700 900123 or +44 7700 900123"
            error={errorFor(errors, 'number')}
            onChange={(event) => change('number', event.target.value)}
          />
          <PhoneHelp />
        </div>
      )}
      {mode !== 'guest_login' && (
        <Field
          id={FIELD_IDS.password}
          label="Password"
          type="password"
          required
          value={values.password}
          autoComplete={isExisting ? 'current-password' : 'new-password'}
          hint={mode === 'new_client' ? 'At least 8 characters. It creates your account with this booking.' : undefined}
          error={errorFor(errors, 'password')}
          onChange={(event) => change('password', event.target.value)}
        />
      )}
      {isExisting && (
        <Link to={pathTo('forgotPassword')} state={{ email: values.email.trim() }}>
          Forgot Password?
        </Link>
      )}
      {mode === 'new_client' && (
        <>
          <CheckboxField
            id={FIELD_IDS.privacyAccepted}
            checked={values.privacyAccepted}
            label={
              <>
                I accept the <OperatorLink href={operator?.privacyUrl}>Privacy Policy</OperatorLink>
              </>
            }
            error={errorFor(errors, 'privacyAccepted')}
            onChange={(event) => change('privacyAccepted', event.target.checked)}
          />
          <CheckboxField
            id={FIELD_IDS.termsAccepted}
            checked={values.termsAccepted}
            label={
              <>
                I accept the <OperatorLink href={operator?.termsUrl}>Terms and Conditions</OperatorLink>
              </>
            }
            error={errorFor(errors, 'termsAccepted')}
            onChange={(event) => change('termsAccepted', event.target.checked)}
          />
        </>
      )}
      {journey.pickup && <Field label="Flight, train station, sea port or ferry name" {...text('pickupFlight')} />}
      {journey.return && <Field label="Return flight, train station, sea port or ferry name" {...text('returnFlight')} />}
      <TextAreaField label="Additional Info" rows={3} {...text('additionalInfo')} />
      {journey.isReturnTrip && <TextAreaField label="Return Additional Info" rows={3} {...text('return_additionalInfo')} />}
    </Stack>
  );
}
