import { screen } from '@testing-library/react';
import { fetchPopularAddresses } from '@booking/shared/api';
import { renderWithProviders } from '@booking/shared/testing';
import { HourlyForm } from '../hourly-form';
import { initialHourlyForm } from '../model/hourly-form-schema';

// product §10 "Money, trust and privacy": the flight or station field is offered for hourly bookings too, at
// an airport or a station.

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  fetchPopularAddresses: jest.fn(),
}));
(fetchPopularAddresses as jest.Mock).mockResolvedValue([]);

function renderForm() {
  const onQuote = jest.fn();
  const view = renderWithProviders(<HourlyForm initialValues={initialHourlyForm(null)} onQuote={onQuote} />);
  return { ...view, onQuote };
}

describe("the hourly form's flight or train field", () => {
  it.each([
    ['Heathrow Airport Terminal 5, TW6 2GA', true],
    ['King’s Cross Station, London N1C 4QP', true],
    ['12 Station Road, Reading RG1 1LG', false],
    ['10 Downing Street, London SW1A 2AA', false],
  ])('pick-up %p offers it: %p', async (pickup, offered) => {
    const { user } = renderForm();
    expect(screen.queryByRole('textbox', { name: 'Flight or Train Number' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Pickup' }), pickup);
    expect(screen.queryByRole('textbox', { name: 'Flight or Train Number' }) !== null).toBe(offered);
  });

  it('sends the flight or train with the hourly journey', async () => {
    const { user, onQuote } = renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Pickup' }), 'King’s Cross Station, London N1C 4QP');
    await user.type(screen.getByRole('textbox', { name: 'Flight or Train Number' }), '1A23');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onQuote).toHaveBeenCalledWith(
      expect.objectContaining({ pickup: 'King’s Cross Station, London N1C 4QP', pickup_fight_number: '1A23' }),
      expect.anything(),
    );
  });
});
