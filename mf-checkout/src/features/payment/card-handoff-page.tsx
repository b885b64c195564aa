import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectedVehicleTotal } from '@booking/shared/domain';
import { paymentMethodAtom, selectedVehicleDataAtom, useAtomValue, useSetAtom } from '@booking/shared/store';
import { Button, Dialog, Page, PageTitle, Spinner } from '@booking/shared/ui';
import { browserNavigator, NO_PRICE_MESSAGE, PAYMENT_FAILED_TITLE, startCardCheckout } from './model/checkout';
import { isFramed, openAtTopLevel } from './model/frame';

/**
 * /stripecheckout: the hand-off screen while the checkout session is made (DECISIONS "Routes"); it
 * leaves for the provider's page, or shows 'Payment Failed' with the way back to /paymentview.
 */
export default function CardHandoffPage() {
  const navigate = useNavigate();
  const vehicle = useAtomValue(selectedVehicleDataAtom);
  const setPaymentMethod = useSetAtom(paymentMethodAtom);
  const [failure, setFailure] = useState<string | null>(null);
  // Opened inside a frame without the payment page's click (a typed or reloaded address): a frame may
  // move its parent only on a click, so the visitor gets a button for the checkout's url.
  const [framedUrl, setFramedUrl] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setPaymentMethod('card');
    const total = vehicle ? selectedVehicleTotal(vehicle) : 0;
    if (total <= 0) {
      setFailure(NO_PRICE_MESSAGE);
      return;
    }
    const navigator = isFramed() ? { ...browserNavigator, assign: setFramedUrl } : browserNavigator;
    startCardCheckout(total, window.location.origin, navigator).catch((error: Error) => setFailure(error.message));
  }, [vehicle, setPaymentMethod]);

  const back = () => navigate('/paymentview');
  return (
    <Page as="section" aria-labelledby="handoff-title" $width="narrow">
      <PageTitle id="handoff-title">Card Payment</PageTitle>
      {framedUrl ? (
        <Button size="lg" onClick={() => openAtTopLevel(framedUrl)}>Continue to secure payment</Button>
      ) : failure === null ? (
        <p role="status" style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <Spinner size={20} decorative /> Taking you to our secure card payment page…
        </p>
      ) : (
        <Button variant="secondary" onClick={back}>Back to payment</Button>
      )}
      <Dialog
        open={failure !== null}
        role="alertdialog"
        tone="error"
        title={PAYMENT_FAILED_TITLE}
        message={failure}
        closeLabel="Back to payment"
        onClose={back}
      />
    </Page>
  );
}
