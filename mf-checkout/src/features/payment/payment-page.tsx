import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isYes, SETTING_KEYS } from '@booking/shared/domain';
import {
  appSettingsAtom, paymentMethodAtom, registrationDataAtom, selectedVehicleDataAtom, useAtomValue, useSetAtom,
} from '@booking/shared/store';
import { Alert, Button, Card, CardTitle, Dialog, Page, PageTitle, Stack } from '@booking/shared/ui';
import { CardLogos } from './card-logos';
import { isFramed, openAtTopLevel } from './model/frame';
import { PaymentSummary } from './payment-summary';
import { usePayInCar } from './use-pay-in-car';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /paymentview and /checkout (SPEC 2 "Payment page"). The shell lets a visitor in only with a vehicle and their details. */
export default function PaymentPage() {
  const navigate = useNavigate();
  const settings = useAtomValue(appSettingsAtom);
  const vehicle = useAtomValue(selectedVehicleDataAtom);
  const registration = useAtomValue(registrationDataAtom);
  const setPaymentMethod = useSetAtom(paymentMethodAtom);
  const { payInCar, isBusy, error, clearError } = usePayInCar();
  const showCar = isYes(settings, SETTING_KEYS.SHOWPAYINCAR);
  const showCard = isYes(settings, SETTING_KEYS.SHOWCARD);

  const payByCard = () => {
    setPaymentMethod('card');
    // In a frame, the click itself moves the whole tab to the hand-off screen: checkout cannot run framed.
    if (isFramed()) openAtTopLevel(`${window.location.origin}/stripecheckout`);
    else navigate('/stripecheckout');
  };

  return (
    <Page as="section" aria-labelledby="payment-title">
      <PageTitle id="payment-title">Payment</PageTitle>
      {vehicle && registration ? (
        <Layout>
          <PaymentSummary vehicle={vehicle} registration={registration} settings={settings} />
          <Card as="section" aria-labelledby="pay-title">
            <CardTitle id="pay-title">How would you like to pay?</CardTitle>
            <Stack>
              <CardLogos />
              <Actions>
                {showCard ? <Button size="lg" fullWidth onClick={payByCard} disabled={isBusy}>Pay By Card</Button> : null}
                {showCar ? (
                  <Button size="lg" variant="secondary" fullWidth busy={isBusy} onClick={payInCar}>
                    {isBusy ? 'wait' : 'Pay in Car'}
                  </Button>
                ) : null}
              </Actions>
              {!showCar && !showCard ? (
                <Alert tone="info">Online payment is not available right now. Please contact us to complete your booking.</Alert>
              ) : null}
              <Button variant="ghost" onClick={() => navigate('/personalDetailView')}>Back</Button>
            </Stack>
          </Card>
        </Layout>
      ) : (
        <Alert tone="info">Your booking details are not available. Please start again from the search.</Alert>
      )}
      <Dialog
        open={error !== null}
        role="alertdialog"
        tone="error"
        title="Booking Failed"
        message={error}
        closeLabel="Close"
        actions={(
          <>
            <Button variant="secondary" onClick={clearError}>Close</Button>
            {showCar ? <Button data-autofocus onClick={() => { clearError(); void payInCar(); }}>Try again</Button> : null}
          </>
        )}
        onClose={clearError}
      />
    </Page>
  );
}
