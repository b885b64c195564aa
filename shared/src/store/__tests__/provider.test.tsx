import { act, render, screen } from '@testing-library/react';
import { bookingTypeAtom, createTestStore, encodeValue, passengerTokenAtom, store, StoreProvider, useAtomValue, useSetAtom } from '..';

function BookingTypeProbe() {
  const bookingType = useAtomValue(bookingTypeAtom);
  const setBookingType = useSetAtom(bookingTypeAtom);
  return (
    <>
      <p>Booking type: {bookingType ?? 'none'}</p>
      <button type="button" onClick={() => setBookingType('hourly')}>
        Hourly
      </button>
    </>
  );
}

beforeEach(() => localStorage.clear());

test('the first render already shows the stored value', () => {
  localStorage.setItem('BookingType', JSON.stringify('milleage'));
  const renders: string[] = [];
  function Probe() {
    const value = useAtomValue(bookingTypeAtom);
    renders.push(String(value));
    return null;
  }
  render(
    <StoreProvider store={createTestStore()}>
      <Probe />
    </StoreProvider>,
  );
  expect(renders[0]).toBe('milleage');
});

test('two parts under the same store see each other', () => {
  const s = createTestStore();
  render(
    <>
      <StoreProvider store={s}>
        <BookingTypeProbe />
      </StoreProvider>
      <StoreProvider store={s}>
        <BookingTypeProbe />
      </StoreProvider>
    </>,
  );
  act(() => screen.getAllByRole('button', { name: 'Hourly' })[0].click());
  expect(screen.getAllByText('Booking type: hourly')).toHaveLength(2);
  expect(localStorage.getItem('BookingType')).toBe('"hourly"');
});

test('another tab writing the item updates the page (storage event)', () => {
  render(
    <StoreProvider store={createTestStore()}>
      <BookingTypeProbe />
    </StoreProvider>,
  );
  expect(screen.getByText('Booking type: none')).toBeInTheDocument();
  act(() => {
    localStorage.setItem('BookingType', '"hourly"');
    window.dispatchEvent(new StorageEvent('storage', { key: 'BookingType', newValue: '"hourly"', storageArea: localStorage }));
  });
  expect(screen.getByText('Booking type: hourly')).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null, storageArea: localStorage }));
  });
  expect(screen.getByText('Booking type: none')).toBeInTheDocument();
});

test('another tab writing a tampered value is ignored and removed', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const s = createTestStore();
  s.set(passengerTokenAtom, 'token-1');
  function TokenProbe() {
    return <p>Token: {useAtomValue(passengerTokenAtom) ?? 'none'}</p>;
  }
  render(
    <StoreProvider store={s}>
      <TokenProbe />
    </StoreProvider>,
  );
  act(() => {
    localStorage.setItem('passenger_token', 'tampered!');
    window.dispatchEvent(new StorageEvent('storage', { key: 'passenger_token', newValue: 'tampered!', storageArea: localStorage }));
  });
  expect(screen.getByText('Token: none')).toBeInTheDocument();
  expect(localStorage.getItem('passenger_token')).toBeNull();
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'passenger_token', newValue: encodeValue('token-2'), storageArea: localStorage }),
    );
  });
  expect(screen.getByText('Token: token-2')).toBeInTheDocument();
  warn.mockRestore();
});

test('StoreProvider without a store prop uses the one site store', () => {
  store.set(bookingTypeAtom, 'hourly');
  const { unmount } = render(
    <StoreProvider>
      <BookingTypeProbe />
    </StoreProvider>,
  );
  expect(screen.getByText('Booking type: hourly')).toBeInTheDocument();
  unmount();
  store.set(bookingTypeAtom, null);
});
