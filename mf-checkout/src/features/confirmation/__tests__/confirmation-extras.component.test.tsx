import { screen, within } from '@testing-library/react';
import { completeCheckoutAttempt, type BookingResult } from '@booking/shared/api';
import { answer, bookedAttempt, cardReturn, renderConfirmation } from './render-confirmation';

// product §10 "Money, trust and privacy": every extra paid for, on either leg, and both notes are shown back.

jest.mock('@booking/shared/api', () => ({ ...jest.requireActual('@booking/shared/api'), completeCheckoutAttempt: jest.fn() }));
const completeCall = completeCheckoutAttempt as jest.MockedFunction<typeof completeCheckoutAttempt>;

const returnTrip: BookingResult = {
  ...answer,
  data: {
    ...answer.data,
    booking: {
      ...answer.data.booking,
      return_pickup_address: '10 Downing Street',
      return_dropoff_address: 'Heathrow Airport Terminal 5',
      return_date: '2030-06-14',
      return_time: '18:30',
      meet_and_greet: 'yes',
      baby_seat: 1,
      return_meet_and_greet: 'yes',
      return_baby_seat: 2,
      return_wheel_chair: 'yes',
      return_waiting_minutes: 10,
    },
    passengerDetails: {
      ...answer.data.passengerDetails,
      additional_info: 'Flight BA117 lands at 14:50.',
      return_additional_info: 'Two car seats for the twins, please.',
    },
  },
};

/** The value beside `label` in the Booking Details block titled `block`. */
const detail = (block: string, label: string) =>
  within(screen.getByRole('region', { name: block })).getByText(label, { selector: 'dt' }).nextElementSibling;

describe("Confirmation: each leg's extras and the return note", () => {
  it('shows the outward and return extras in their journeys and both notes with the passenger', async () => {
    completeCall.mockResolvedValue({ ...bookedAttempt(), booking: returnTrip });
    renderConfirmation(cardReturn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(detail('Outward Journey', 'Extras')).toHaveTextContent('Meet & Greet, Baby Seat');
    expect(detail('Return Journey', 'Extras')).toHaveTextContent('Meet & Greet, Baby Seat × 2, Wheelchair, Waiting Time 10 mins');
    expect(detail('Passenger Details', 'Additional Info')).toHaveTextContent('Flight BA117 lands at 14:50.');
    expect(detail('Passenger Details', 'Return Additional Info')).toHaveTextContent('Two car seats for the twins, please.');
  });

  it('claims no extras and no return note when the answer carries none', async () => {
    completeCall.mockResolvedValue(bookedAttempt());
    renderConfirmation(cardReturn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Outward Journey' })).queryByText('Extras')).not.toBeInTheDocument();
    expect(screen.queryByText('Return Additional Info')).not.toBeInTheDocument();
  });
});
