import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { appSettingsAtom, bookingFormAtom, bookingTypeAtom, selectedVehicleDataAtom, useAtomValue } from '@booking/shared/store';
import { Alert, Button, Card, CardTitle, Page, PageTitle, Row, Stack, useIsPhone } from '@booking/shared/ui';
import { PageColumns } from '../../components/page-columns';
import { ClientModeSwitch } from './client-mode-switch';
import { DetailsForm, FIELD_IDS } from './details-form';
import { ErrorSummary } from './error-summary';
import { MobileTotal } from './mobile-total';
import { nextHolds, selectedVehicleOverflow } from './model/next-hold';
import { holdTextId, NextHoldNotice } from './next-hold-notice';
import { PriceSource } from './price-source';
import { SelectedVehicle } from './selected-vehicle';
import { PASSWORD_CHANGED, usePasswordChanged } from './use-password-changed';
import { usePersonalDetails } from './use-personal-details';
import type { PriceState } from './use-selected-vehicle-price';
import { pathTo } from '@booking/shared/domain';

const FormTitle = styled(CardTitle)`
  margin: 0;
`;

// Held, Next stays focusable and says why (aria-describedby); it looks unavailable.
const NextButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/**
 * /personalDetailView (product §2, 4, 5, 8): the choice so far, who is booking, and Next to payment.
 * `summaryPanel` is mf_quote's booking summary panel, mounted by the app (never copied here).
 */
export default function PersonalDetailsPage({ summaryPanel }: { summaryPanel?: ReactNode }) {
  const vehicle = useAtomValue(selectedVehicleDataAtom);
  const settings = useAtomValue(appSettingsAtom);
  const bookingType = useAtomValue(bookingTypeAtom);
  const bookingForm = useAtomValue(bookingFormAtom);
  const [price, setPrice] = useState<PriceState>({ status: 'loading' });
  // On phones the journey's compact summary (mf_quote's, with the total) comes first, above the form.
  const panelOnTop = useIsPhone() && Boolean(summaryPanel);
  const [priceRun, setPriceRun] = useState(0);
  const holds = nextHolds(price, selectedVehicleOverflow(vehicle, bookingType, bookingForm), vehicle !== null);
  const isHeld = holds.length > 0;
  const holdId = useId();
  const details = usePersonalDetails({ isHeld });
  const navigate = useNavigate();
  const summary = useRef<HTMLDivElement>(null);
  const { errors, attempt } = details;

  // Only Next moves the focus to the summary: while the visitor types, its messages follow without it.
  useEffect(() => {
    if (attempt > 0) summary.current?.focus();
  }, [attempt]);
  const passwordChanged = usePasswordChanged(details.signInAs);
  useEffect(() => {
    if (passwordChanged) document.getElementById(FIELD_IDS.password)?.focus();
  }, [passwordChanged]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isHeld) void details.next();
  };

  return (
    <Page as="section" aria-labelledby="personal-details-title">
      <PageTitle id="personal-details-title">Personal Details</PageTitle>
      {panelOnTop ? summaryPanel : <MobileTotal vehicle={vehicle} price={price} settings={settings} />}
      <PageColumns $columns="minmax(0, 3fr) minmax(0, 2fr)">
        <Card
          as="form"
          noValidate
          aria-labelledby="personal-details-form-title"
          onSubmit={submit}
          onFocus={details.prepare}
          onPointerDown={details.prepare}
        >
          <Stack>
            <div aria-live="polite">{passwordChanged && <Alert tone="success">{PASSWORD_CHANGED}</Alert>}</div>
            <ErrorSummary ref={summary} errors={errors} fieldId={(field) => FIELD_IDS[field]} />
            <FormTitle id="personal-details-form-title">Your details</FormTitle>
            <ClientModeSwitch modes={details.modes} value={details.mode} onChange={details.switchMode} />
            <DetailsForm details={details} />
            <div aria-live="polite">{details.found && <Alert tone="success">{details.found}</Alert>}</div>
            <NextHoldNotice id={holdId} holds={holds} onRetry={() => setPriceRun((run) => run + 1)} />
            <Row $justify="space-between">
              <Button type="button" variant="secondary" onClick={() => navigate(pathTo('quotation'))}>
                Back
              </Button>
              <NextButton
                type="submit"
                variant="primary"
                disabled={details.isChecking || details.isProceeding}
                aria-disabled={isHeld || undefined}
                aria-describedby={isHeld ? holds.map((hold) => holdTextId(holdId, hold)).join(' ') : undefined}
              >
                {details.isChecking ? 'Wait' : 'Next'}
              </NextButton>
            </Row>
          </Stack>
        </Card>
        <PriceSource key={priceRun} onChange={setPrice} />
        <Stack as="aside" aria-label="Your booking">
          {vehicle ? (
            <SelectedVehicle vehicle={vehicle} price={price} settings={settings} />
          ) : (
            <Alert tone="info" title="No vehicle chosen yet">
              <Link to={pathTo('quotation')}>Choose a vehicle</Link>
            </Alert>
          )}
          {panelOnTop ? null : summaryPanel}
        </Stack>
      </PageColumns>
    </Page>
  );
}
