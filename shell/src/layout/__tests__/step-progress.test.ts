import { isBookingConfirmed, stepProgress } from '../step-progress';

describe('isBookingConfirmed', () => {
  it.each([
    ['/payment-success', '', true],
    ['/payment-success', '?status=success&session_id=cs_1', true],
    ['/paymentSuccessView/', '?status=%20success%20', true],
    ['/card/AbC_-1/payment-success', '', true],
    ['/payment-success', '?status=canceled', false],
    ['/payment-success', '?status=Success', false],
    ['/payment-cancel', '', false],
    ['/payment-cancel', '?status=success', false],
    ['/card/AbC_-1/payment-cancel', '?status=success', false],
    ['/paymentview', '?status=success', false],
    ['/stripecheckout', '', false],
  ])('%s%s -> %s', (path, search, expected) => expect(isBookingConfirmed(path, search, true)).toBe(expected));

  // A declined card comes back to the success path too; without a booking kept, step 4 is not done.
  it.each(['/card/AbC_-1/payment-success', '/payment-success?status=success', '/paymentSuccessView'])(
    '%s without a booking -> false',
    (path) => {
      const [pathname, search = ''] = path.split('?');
      expect(isBookingConfirmed(pathname, search && `?${search}`, false)).toBe(false);
    },
  );
});

describe('stepProgress', () => {
  it('marks the steps before done, the current one current, the rest to come', () => {
    expect(([1, 2, 3, 4] as const).map((step) => stepProgress(step, 3, false))).toEqual(['done', 'done', 'current', 'upcoming']);
  });

  it('marks the last step done only once the booking is confirmed', () => {
    expect(stepProgress(4, 4, false)).toBe('current');
    expect(stepProgress(4, 4, true)).toBe('done');
  });
});
