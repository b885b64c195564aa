import { screen, within } from '@testing-library/react';
import { samplePriceDetails } from '@booking/shared/testing';
import { mockScreenWidth } from '../../../testing/screen-width';
import { card, renderResults } from './render-results';

const texts = {
  priceIncludes: 'Includes VAT, tolls and parking',
  cancellationPolicy: null,
  meetingInstructions: null,
  termsUrl: null,
  privacyUrl: null,
  sample: false,
};
const onRequest = { ...samplePriceDetails[4], company_id: 40, company_name: 'On Request Travel', price: 0, final_price: 0 };
const solo = {
  ...samplePriceDetails[0],
  vehicle_id: 9,
  vehicle_type: 'Motorbike',
  max_seat: 1,
  luggage: 0,
  small_luggage: 1,
  price: 30,
  final_price: 30,
};
/** The vehicles of the list (not the Lowest Price card), top to bottom. */
const order = () =>
  within(screen.getByRole('list', { name: 'Vehicles' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => `${h.textContent} ${h.nextElementSibling?.textContent}`);

describe('Results: what a visitor reads on each card', () => {
  beforeEach(() => sessionStorage.clear());

  it('says what the price includes on each priced card, from the operator’s text, and nothing without one', () => {
    const { unmount } = renderResults({ priceDetails: [...samplePriceDetails, onRequest], operatorTexts: texts });
    // The Lowest Price card and the 4 other priced cards (the lowest is not repeated), on one line each.
    expect(screen.getAllByText('Includes VAT, tolls and parking')).toHaveLength(5);
    expect(within(card('Minibus 16 Seater On Request Travel')).queryByText(/Includes/)).not.toBeInTheDocument();
    unmount();
    renderResults({ operatorTexts: { ...texts, priceIncludes: null } });
    expect(screen.queryByText(/Includes/)).not.toBeInTheDocument();
  });

  it('names luggage as the forms do and agrees the plural', () => {
    renderResults({ priceDetails: [...samplePriceDetails, solo] });
    const mpv = card('MPV Airport Express');
    expect(within(mpv).getByText('Up to 8 Passengers')).toBeInTheDocument();
    expect(within(mpv).getByText('Luggage: up to 6')).toBeInTheDocument();
    expect(within(mpv).getByText('Hand Luggage: up to 4')).toBeInTheDocument();
    expect(screen.queryByText(/suitcases/)).not.toBeInTheDocument();
    const bike = card('Motorbike Capital Cars');
    expect(within(bike).getByText('1 Passenger')).toBeInTheDocument();
    expect(within(bike).getByText('No Luggage')).toBeInTheDocument();
    expect(within(bike).getByText('Hand Luggage: up to 1')).toBeInTheDocument();
  });
});

describe('Results: sort', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the order as given by default, and sorts by price and by seats; the Lowest Price card stays first', async () => {
    const { user } = renderResults({ priceDetails: [...samplePriceDetails, onRequest] });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Recommended');
    expect(order()[0]).toBe('Saloon Capital Cars');
    await user.selectOptions(sort, 'Price: lowest first');
    // A price of 0 is on request (Contact Us), not the cheapest: it goes last.
    expect(order()).toEqual([
      'Saloon Capital Cars',
      'Executive Capital Cars',
      'MPV Airport Express',
      'Minibus 16 Seater County Minibus',
      'Minibus 16 Seater On Request Travel',
    ]);
    await user.selectOptions(sort, 'Seats: most first');
    expect(order().slice(0, 3)).toEqual(['Minibus 16 Seater County Minibus', 'Minibus 16 Seater On Request Travel', 'MPV Airport Express']);
    await user.selectOptions(sort, 'Seats: fewest first');
    expect(order()[0]).toBe('Saloon Capital Cars');
    const [lowest] = screen.getAllByRole('article');
    expect(within(lowest).getByText('Lowest Price')).toBeInTheDocument();
    expect(within(lowest).getByText('Airport Express')).toBeInTheDocument();
  });

  it('is a native select reached first with the keyboard, and the choice holds for the visit', async () => {
    const { user, unmount } = renderResults();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.tab();
    expect(sort).toHaveFocus();
    await user.selectOptions(sort, 'price');
    expect(sort).toHaveDisplayValue('Price: lowest first');
    unmount();
    renderResults();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Price: lowest first');
  });
});

describe('Results: the page never scrolls by itself', () => {
  it('leaves the page where it is on a desktop load', () => {
    const restore = mockScreenWidth(1280);
    const scrollIntoView = jest.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    jest.useFakeTimers();
    renderResults();
    jest.advanceTimersByTime(2000);
    jest.useRealTimers();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    scrollTo.mockRestore();
    restore();
  });
});
