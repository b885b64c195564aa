import { fireEvent, screen, within } from '@testing-library/react';
import { samplePriceDetails } from '@booking/shared/testing';
import { card, renderResults } from './render-results';

const onRequest = { ...samplePriceDetails[4], company_id: 40, company_name: 'On Request Travel', price: 0, final_price: 0 };

describe('Results: a price of 0 and pictures', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads Price on request beside Contact Us, never £0.00', () => {
    renderResults({ priceDetails: [...samplePriceDetails, onRequest] });
    const minibus = card('Minibus 16 Seater On Request Travel');
    expect(within(minibus).getByText('Price on request')).toBeInTheDocument();
    expect(within(minibus).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByText('£0.00')).not.toBeInTheDocument();
  });

  it('shows the drawing of the class when the API gives no image, or its image does not load, and never a broken one', () => {
    renderResults({ priceDetails: [{ ...samplePriceDetails[0], vehicle_image: '' }, samplePriceDetails[3]] });
    expect(within(card('Saloon Capital Cars')).getByRole('img', { name: 'Saloon' })).toHaveAttribute('src', '/storage/vehicles/saloon.svg');
    const mpv = within(card('MPV Airport Express')).getByRole('img', { name: 'MPV' });
    expect(mpv).toHaveAttribute('src', '/storage/vehicles/mpv.png');
    fireEvent.error(mpv);
    expect(within(card('MPV Airport Express')).getByRole('img', { name: 'MPV' })).toHaveAttribute('src', '/storage/vehicles/mpv8.svg');
    fireEvent.error(within(card('MPV Airport Express')).getByRole('img', { name: 'MPV' }));
    expect(within(card('MPV Airport Express')).queryByRole('img', { name: 'MPV' })).not.toBeInTheDocument();
  });
});
