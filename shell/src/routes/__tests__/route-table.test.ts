import { findRoute, ROUTES } from '../route-table';

describe('findRoute', () => {
  it.each([
    ['/', 'mf_search', './App'],
    ['/home', 'mf_search', './App'],
    ['/booktripview', 'mf_search', './App'],
    ['/ourfleet', 'mf_search', './App'],
    ['/contactus', 'mf_search', './App'],
    ['/terms', 'mf_search', './App'],
    ['/privacy', 'mf_search', './App'],
    ['/quotationview', 'mf_quote', './App'],
    ['/personalDetailView', 'mf_checkout', './App'],
    ['/paymentview', 'mf_checkout', './App'],
    ['/checkout', 'mf_checkout', './App'],
    ['/stripecheckout', 'mf_checkout', './App'],
    ['/payment-success', 'mf_checkout', './App'],
    ['/paymentSuccessView', 'mf_checkout', './App'],
    ['/payment-cancel', 'mf_checkout', './App'],
    ['/forgot_password', 'mf_checkout', './App'],
    ['/login', 'mf_corporate', './App'],
    ['/bookings', 'mf_corporate', './App'],
    ['/my-account', 'mf_corporate', './App'],
    ['/book-now', 'mf_corporate', './App'],
    ['/card/AbCdEfGhIjKlMnOpQrSt_-/payment-success', 'mf_checkout', './App'],
    ['/card/AbCdEfGhIjKlMnOpQrSt_-/payment-cancel', 'mf_checkout', './App'],
  ])('mounts %s on %s %s', (path, remote, module) => {
    expect(findRoute(path)?.mounts).toEqual([{ remote, module }]);
  });

  it('mounts the results then the Quote Now form on /quoteView', () => {
    expect(findRoute('/quoteView')?.mounts).toEqual([
      { remote: 'mf_quote', module: './App' },
      { remote: 'mf_search', module: './QuoteNow' },
    ]);
  });

  it('matches like the router: any case, one trailing slash', () => {
    expect(findRoute('/PaymentView/')?.path).toBe('/paymentview');
    expect(findRoute('/quoteview')?.path).toBe('/quoteView');
  });

  it('knows no other path, so the shell sends it to /', () => {
    expect(findRoute('/nowhere')).toBeNull();
    expect(findRoute('/paymentview/extra')).toBeNull();
    expect(findRoute('/card/payment-success')).toBeNull();
    expect(findRoute('/card//payment-success')).toBeNull();
    expect(findRoute('/card/a/b/payment-success')).toBeNull();
    expect(findRoute('/card/abc/elsewhere')).toBeNull();
  });

  it("matches the card return's attempt parameter, with the payment-success settings", () => {
    const entry = findRoute('/card/AbCdEfGhIjKlMnOpQrSt_-/payment-success/');
    expect(entry?.path).toBe('/card/:attempt/payment-success');
    expect(entry).toMatchObject({ hideNavbar: true, step: 4 });
    expect(findRoute('/card/x1/payment-cancel')).toMatchObject({ path: '/card/:attempt/payment-cancel', hideNavbar: true, step: 4 });
  });

  it.each([
    '/payment-success',
    '/paymentSuccessView',
    '/payment-cancel',
    '/card/x1/payment-success',
    '/card/x1/payment-cancel',
    '/login',
    '/bookings',
    '/my-account',
  ])('hides the navbar on %s', (path) => expect(findRoute(path)?.hideNavbar).toBe(true));

  it.each(['/', '/quoteView', '/ourfleet', '/contactus', '/paymentview', '/terms', '/privacy'])('shows the navbar on %s', (path) => {
    expect(findRoute(path)?.hideNavbar).toBeFalsy();
  });

  it.each(['/terms', '/privacy', '/Terms/'])("shows %s, the operator's page, outside the booking steps", (path) => {
    expect(findRoute(path)).toMatchObject({ mounts: [{ remote: 'mf_search', module: './App' }] });
    expect(findRoute(path)?.step).toBeUndefined();
  });

  it('lists each path once', () => {
    const paths = ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
