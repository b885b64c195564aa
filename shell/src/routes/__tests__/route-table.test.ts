import { findRoute, ROUTES } from '../route-table';

describe('findRoute', () => {
  it.each([
    ['/', 'mf_search', './App'],
    ['/home', 'mf_search', './App'],
    ['/booktripview', 'mf_search', './App'],
    ['/ourfleet', 'mf_search', './App'],
    ['/contactus', 'mf_search', './App'],
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
  });

  it.each(['/payment-success', '/paymentSuccessView', '/payment-cancel', '/login', '/bookings', '/my-account'])(
    'hides the navbar on %s',
    (path) => expect(findRoute(path)?.hideNavbar).toBe(true),
  );

  it.each(['/', '/quoteView', '/ourfleet', '/contactus', '/paymentview'])('shows the navbar on %s', (path) => {
    expect(findRoute(path)?.hideNavbar).toBeFalsy();
  });

  it('lists each path once', () => {
    const paths = ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
