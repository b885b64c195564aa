import { within } from '@testing-library/react';
import { samplePriceDetails } from '@booking/shared/testing';
import { card, renderResults } from './render-results';

const withSeats = {
  ...samplePriceDetails[0],
  price: 63,
  final_price: 63,
  breakdown: {
    base_fare: 55,
    return_fare: 0,
    extras: [{ code: 'baby_seats', name: 'Baby seat', leg: 'outbound' as const, quantity: 1, unit_price: 8, amount: 8 }],
    quantity: 1,
    final_price: 63,
  },
};
const rows = (button: HTMLElement) =>
  [...document.getElementById(button.getAttribute('aria-controls')!)!.querySelectorAll('div')].map((row) => row.textContent);

describe('Results: what a card’s total is made of, one tap away', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the base fare and each extra under the price, then the vehicles the card is for', async () => {
    const { user } = renderResults({ priceDetails: [withSeats, samplePriceDetails[2]] });
    const saloon = card('Saloon Capital Cars');
    const button = within(saloon).getByRole('button', { name: 'Price breakdown' });
    expect(button).toHaveAccessibleDescription('Saloon Capital Cars');
    await user.click(button);
    expect(rows(button)).toEqual(['Base fare£55.00', 'Baby Seat£8.00', 'Total£63.00']);

    await user.selectOptions(within(saloon).getByLabelText('Vehicles'), '2 x Vehicle Selected');
    expect(rows(button)).toEqual(['Base fare£55.00', 'Baby Seat£8.00', 'Vehicles2 × £63.00', 'Total£126.00']);
  });

  it('has no breakdown where a price is on request', () => {
    renderResults({ priceDetails: [samplePriceDetails[2], { ...samplePriceDetails[4], price: 0, final_price: 0 }] });
    expect(within(card('Minibus 16 Seater County Minibus')).queryByRole('button', { name: 'Price breakdown' })).toBeNull();
    expect(within(card('Saloon Airport Express')).getByRole('button', { name: 'Price breakdown' })).toBeInTheDocument();
  });
});
