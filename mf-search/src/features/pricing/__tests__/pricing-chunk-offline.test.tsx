import { screen } from '@testing-library/react';
import { NETWORK_MESSAGE } from '@booking/shared/api';
import { renderWithProviders, sampleBookingForm } from '@booking/shared/testing';
import { PricingFeedback } from '../pricing-feedback';
import { usePricing } from '../use-pricing';

// The price calls load on the first submit (their own chunk): one that cannot load must end like a
// call that cannot, with the Error popup, not an endless 'Please wait while loading price'.
jest.mock('../model/price-journey', () => {
  throw new Error('Loading chunk price-journey failed.');
});

function PriceButton() {
  const { price, isPricing, popup, closePopup, followPopup } = usePricing();
  return (
    <>
      <button type="button" onClick={() => void price('milleage')}>
        Quote
      </button>
      <PricingFeedback isPricing={isPricing} popup={popup} onClose={closePopup} onNext={followPopup} />
    </>
  );
}

it('a price chunk that cannot load opens the Error popup with the connection message', async () => {
  const { user } = renderWithProviders(<PriceButton />, { storeValues: { bookingForm: sampleBookingForm } });
  await user.click(screen.getByRole('button', { name: 'Quote' }));
  expect(await screen.findByText(NETWORK_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByText('Please wait while loading price')).not.toBeInTheDocument();
});
