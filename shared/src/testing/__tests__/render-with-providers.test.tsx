import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { checkCapacity, lowestPriceEntry } from '../../domain';
import { bookingTypeAtom, priceDetailsAtom, useAtomValue } from '../../store';
import { Button } from '../../ui';
import { createStoreWith, renderWithProviders, sampleBookingForm, samplePriceDetails } from '..';

function Probe() {
  const location = useLocation();
  const prices = useAtomValue(priceDetailsAtom);
  const bookingType = useAtomValue(bookingTypeAtom);
  return (
    <>
      <p>Path: {location.pathname}</p>
      <p>Prices: {prices?.length ?? 0}</p>
      <p>Type: {bookingType ?? 'none'}</p>
      <Button>Themed</Button>
    </>
  );
}

test('renders at the route, with the given store values and the theme', () => {
  const { store } = renderWithProviders(<Probe />, {
    route: '/quotationview',
    storeValues: { priceDetails: samplePriceDetails, bookingType: 'milleage' },
  });
  expect(screen.getByText('Path: /quotationview')).toBeInTheDocument();
  expect(screen.getByText('Prices: 5')).toBeInTheDocument();
  expect(screen.getByText('Type: milleage')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Themed' })).toBeInTheDocument();
  expect(store.get(priceDetailsAtom)).toHaveLength(5);
  expect(localStorage.getItem('BookingType')).toBe('"milleage"');
});

test('each render starts from a fresh store and cleared storage', () => {
  renderWithProviders(<Probe />);
  expect(screen.getByText('Prices: 0')).toBeInTheDocument();
  expect(screen.getByText('Type: none')).toBeInTheDocument();
});

test('keepStorage lets a test start from what it stored itself', () => {
  localStorage.setItem('BookingType', '"hourly"');
  renderWithProviders(<Probe />, { keepStorage: true });
  expect(screen.getByText('Type: hourly')).toBeInTheDocument();
});

test('an unknown store value name is refused', () => {
  expect(() => createStoreWith({ nope: 1 } as never)).toThrow('unknown store value "nope"');
});

test('the fixtures fit the domain rules they are meant for', () => {
  expect(lowestPriceEntry(samplePriceDetails)?.company_name).toBe('Airport Express');
  expect(checkCapacity(samplePriceDetails, { passengers: 20, luggages: 0, hand_luggages: 0 })).toEqual({
    ok: false,
    message: "Sorry we don't have any vehicle with requested options, the following limits are exceeded: Passengers exceeded by 4",
  });
  expect(sampleBookingForm.pickup_date).toBe('2030-06-10');
});
