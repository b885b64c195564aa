import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isYes, pathTo, SETTING_KEYS } from '@booking/shared/domain';
import { needsPasswordAgain } from '../../domain/card-payment';
import { switchClientMode } from '../../domain/client-mode';
import {
  appSettingsAtom,
  bookingFormAtom,
  bookingTypeAtom,
  clientModeAtom,
  hourlyRateFormAtom,
  operatorTextsAtom,
  registrationDataAtom,
  registrationPasswordAtom,
  selectedVehicleDataAtom,
  useAtom,
  useAtomValue,
} from '@booking/shared/store';
import { Alert, Button, Card, CardTitle, Dialog, Page, PageTitle, SampleNotice, Stack } from '@booking/shared/ui';
import { BookingFailedDialog } from '../../components/booking-failed-dialog';
import { PageColumns } from '../../components/page-columns';
import { cardReturnPath } from '../../lib/last-attempt';
import { CardLogos } from './card-logos';
import { PAYMENT_FAILED_TITLE } from './model/checkout';
import { flightRows } from './model/flight-rows';
import { PayTerms } from './pay-terms';
import { LastAttemptNotice, PasswordAgainNotice, RefusalNotice } from './payment-notices';
import { PaymentSummary } from './payment-summary';
import { useLastAttempt } from './use-last-attempt';
import { usePayByCard } from './use-pay-by-card';
import { usePayInCar } from './use-pay-in-car';

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * /paymentview and /checkout (product §2 "Payment page"). The shell lets a visitor in only with a vehicle and their details.
 * `journeyPanel` is mf_quote's booking summary panel, mounted by the app (never copied here).
 */
export default function PaymentPage({ journeyPanel }: { journeyPanel?: ReactNode }) {
  const navigate = useNavigate();
  const settings = useAtomValue(appSettingsAtom);
  const vehicle = useAtomValue(selectedVehicleDataAtom);
  const registration = useAtomValue(registrationDataAtom);
  const password = useAtomValue(registrationPasswordAtom);
  const operatorTexts = useAtomValue(operatorTextsAtom);
  const flights = flightRows(useAtomValue(bookingTypeAtom), useAtomValue(bookingFormAtom), useAtomValue(hourlyRateFormAtom));
  const [mode, setMode] = useAtom(clientModeAtom);
  const { payInCar, isBusy, error, clearError } = usePayInCar();
  const { last, settle } = useLastAttempt();
  const card = usePayByCard(settle);
  const showCar = isYes(settings, SETTING_KEYS.SHOWPAYINCAR);
  const showCard = isYes(settings, SETTING_KEYS.SHOWCARD);
  const toDetails = () => navigate(pathTo('personalDetails'));
  const signIn = () => {
    setMode(switchClientMode(mode ?? 'new_client', 'existing_client'));
    toDetails();
  };
  const busy = isBusy || card.isBusy;
  // Never a second payment while the last one is paid and unresolved; a client's password first.
  const payable = !needsPasswordAgain(mode, password) && last?.status !== 'failed';

  const payButtons = (
    <Actions>
      {showCard ? (
        <Button size="lg" fullWidth busy={card.isBusy} disabled={isBusy} onClick={card.payByCard}>
          Pay By Card
        </Button>
      ) : null}
      {showCar ? (
        <Button size="lg" variant="secondary" fullWidth busy={isBusy} disabled={card.isBusy} onClick={payInCar}>
          {isBusy ? 'wait' : 'Pay in Car'}
        </Button>
      ) : null}
    </Actions>
  );

  return (
    <Page as="section" aria-labelledby="payment-title">
      <PageTitle id="payment-title">Payment</PageTitle>
      <SampleNotice shown={Boolean(operatorTexts?.sample && operatorTexts.cancellationPolicy)} />
      {vehicle && registration ? (
        <PageColumns $columns="minmax(0, 1fr) minmax(0, 1fr)">
          <PaymentSummary vehicle={vehicle} registration={registration} settings={settings} flights={flights} journey={journeyPanel} />
          <Card as="section" aria-labelledby="pay-title">
            <CardTitle id="pay-title">How would you like to pay?</CardTitle>
            <Stack>
              <CardLogos />
              {last ? <LastAttemptNotice last={last} onOpen={() => navigate(cardReturnPath(last.id))} /> : null}
              {needsPasswordAgain(mode, password) ? <PasswordAgainNotice onDetails={toDetails} /> : null}
              {payable ? payButtons : null}
              <PayTerms texts={operatorTexts} withTerms={payable && (showCar || showCard)} />
              {card.refusal ? <RefusalNotice refusal={card.refusal} onSignIn={signIn} onDetails={toDetails} /> : null}
              {card.continueUrl ? (
                <Button size="lg" fullWidth onClick={card.continueToPayment}>
                  Continue to secure payment
                </Button>
              ) : null}
              {!showCar && !showCard ? (
                <Alert tone="info">Online payment is not available right now. Please contact us to complete your booking.</Alert>
              ) : null}
              <Button variant="ghost" disabled={busy} onClick={toDetails}>
                Back
              </Button>
            </Stack>
          </Card>
        </PageColumns>
      ) : (
        <Alert tone="info">Your booking details are not available. Please start again from the search.</Alert>
      )}
      <Dialog
        open={card.failure !== null}
        role="alertdialog"
        tone="error"
        title={PAYMENT_FAILED_TITLE}
        message={card.failure}
        onClose={card.clearFailure}
      />
      <BookingFailedDialog
        message={error}
        onClose={clearError}
        onRetry={
          showCar
            ? () => {
                clearError();
                void payInCar();
              }
            : undefined
        }
      />
    </Page>
  );
}
