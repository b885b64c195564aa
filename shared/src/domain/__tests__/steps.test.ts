import { guardStep, isNextHidden, nextStepPath, previousStepPath, stepForPath, STEPS } from '../steps';

const prices = [{ vehicle_id: 1 }];
const vehicle = { vehicle_id: 1 };
const registration = { email: 'a@example.com' };

describe('STEPS', () => {
  test('four steps with the product labels', () => {
    expect(STEPS.map((s) => s.label)).toEqual(['Book a Trip', 'Quotation', 'Personal Detail', 'Payment / Confirmation']);
  });
});

describe('stepForPath', () => {
  test.each([
    ['/', 1],
    ['/home', 1],
    ['/booktripview', 1],
    ['/quotationview', 2],
    ['/quoteView', 2],
    ['/personalDetailView', 3],
    ['/personaldetailview/', 3],
    ['/paymentview', 4],
    ['/stripecheckout', 4],
    ['/checkout', 4],
    ['/payment-success?session_id=x', 4],
    ['/paymentSuccessView', 4],
    ['/payment-cancel', 4],
    ['/card/AbCdEfGhIjKlMnOpQrSt_-/payment-success?session_id=cs_1&status=success', 4],
    ['/card/AbCdEfGhIjKlMnOpQrSt_-/payment-cancel?status=canceled', 4],
    ['/card/AbCd/elsewhere', null],
    ['/card//payment-success', null],
    ['/contactus', null],
    ['/ourfleet', null],
    ['/bookings', null],
    ['/forgot_password', null],
    ['/nowhere', null],
  ])('%p is step %p', (path, step) => expect(stepForPath(path)).toBe(step));
});

describe('guardStep (product §2 step bar; §10 "Routes": direct entry)', () => {
  test.each([
    // target, priceDetails, selectedVehicle, registrationData, redirect
    ['/quotationview', null, null, null, '/home'],
    ['/quotationview', [], null, null, '/home'],
    ['/quotationview', prices, null, null, null],
    ['/personalDetailView', null, null, null, '/home'],
    ['/personalDetailView', null, vehicle, null, '/home'],
    ['/personalDetailView', prices, null, null, '/quotationview'],
    ['/personalDetailView', prices, vehicle, null, null],
    ['/paymentview', null, null, null, '/home'],
    ['/paymentview', null, vehicle, registration, '/home'],
    ['/paymentview', prices, null, null, '/quotationview'],
    ['/paymentview', prices, null, registration, '/quotationview'],
    ['/paymentview', prices, vehicle, null, '/personalDetailView'],
    ['/paymentview', prices, vehicle, registration, null],
    ['/checkout', null, null, null, '/home'],
    ['/PaymentView?x=1', prices, vehicle, null, '/personalDetailView'],
    // Not guarded: home, the Quote Now page, confirmation (works after the store is cleared), others.
    ['/', null, null, null, null],
    ['/home', null, null, null, null],
    ['/quoteView', null, null, null, null],
    ['/payment-success', null, null, null, null],
    ['/paymentSuccessView', null, null, null, null],
    ['/payment-cancel', null, null, null, null],
    // A framed site's card hand-off at the top level, and the card's return: the storage may hold nothing.
    ['/stripecheckout', null, null, null, null],
    ['/stripecheckout?attempt=AbCdEfGhIjKlMnOpQrSt_-', null, null, null, null],
    ['/card/AbCdEfGhIjKlMnOpQrSt_-/payment-success', null, null, null, null],
    ['/contactus', null, null, null, null],
  ])('%p with prices %p vehicle %p registration %p -> %p', (target, priceDetails, selectedVehicle, registrationData, result) => {
    expect(guardStep(target, { priceDetails, selectedVehicle, registrationData })).toBe(result);
  });
});

describe('previous and next', () => {
  test.each([
    ['/', '/quotationview'],
    ['/home', '/quotationview'],
    ['/quotationview', '/personalDetailView'],
    ['/quoteView', '/personalDetailView'],
    ['/personalDetailView', '/paymentview'],
    ['/paymentview', null],
    ['/contactus', null],
  ])('nextStepPath(%p) is %p', (path, next) => expect(nextStepPath(path)).toBe(next));

  test.each([
    [undefined, '/'],
    [null, '/'],
    ['', '/'],
    ['  ', '/'],
    ['/somewhere', '/somewhere'],
    ['//evil.example', '/'],
    ['https://evil.example/', '/'],
  ])('previousStepPath(%p) is %p', (configured, previous) => {
    expect(previousStepPath(configured)).toBe(previous);
  });

  test.each([
    ['/', true],
    ['/checkout', true],
    ['/personalDetailView', true],
    ['/personaldetailview', true],
    ['/quotationview', false],
    ['/paymentview', false],
    [null, true],
  ])('isNextHidden(%p) is %p', (target, hidden) => expect(isNextHidden(target)).toBe(hidden));
});
