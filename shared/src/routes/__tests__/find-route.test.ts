import { findRoute, pathTo, ROUTE_LIST } from '..';

describe('findRoute (the route manifest)', () => {
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

  it.each([
    // path as typed, the page it shows
    ['/', 'root'],
    ['/Home/', 'home'],
    ['/HOME', 'home'],
    ['/BookTripView', 'bookTrip'],
    ['/booktripview//', 'bookTrip'],
    ['/QuoteView', 'urgentBooking'],
    ['/personaldetailview', 'personalDetails'],
    ['/PAYMENTVIEW?status=x#top', 'payment'],
    ['/paymentsuccessview', 'paymentSuccessView'],
    ['/Forgot_Password/', 'forgotPassword'],
    ['/My-Account', 'myAccount'],
    ['/card/x1/payment-success?session_id=cs_1', 'cardSuccess'],
    ['/CARD/x1/PAYMENT-CANCEL/', 'cardCancel'],
  ])('matches %p as the router does: %s', (path, name) => {
    expect(findRoute(path)?.name).toBe(name);
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
    const paths = ROUTE_LIST.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('pathTo', () => {
  it.each([
    ['root', '/'],
    ['payment', '/paymentview'],
    ['personalDetails', '/personalDetailView'],
    ['urgentBooking', '/quoteView'],
  ] as const)('%s is %s', (name, path) => expect(pathTo(name)).toBe(path));

  it("fills in and encodes a page's parameters, and the result shows that page", () => {
    expect(pathTo('cardSuccess', { attempt: 'AbC_-1' })).toBe('/card/AbC_-1/payment-success');
    expect(pathTo('cardCancel', { attempt: 'a b/c' })).toBe('/card/a%20b%2Fc/payment-cancel');
    expect(findRoute(pathTo('cardSuccess', { attempt: 'x1' }))?.name).toBe('cardSuccess');
  });

  it('gives every page a path that shows that page', () => {
    for (const route of ROUTE_LIST.filter((entry) => !entry.path.includes(':'))) {
      expect(findRoute(route.path)?.name).toBe(route.name);
    }
  });
});
