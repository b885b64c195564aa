import { useEffect, useRef, useState, version } from 'react';

// The portal's pages, by path (links are page loads): home, Book Now and the corporate area, which
// mf_corporate/CorporateApp mounts in an element of its own with its own React; this page's React
// (18, shown in the header) stays the one it renders with.
const AREA = '/corporate';

function CorporateArea() {
  const element = useRef(null);
  const [state, setState] = useState('loading');
  useEffect(() => {
    const dom = element.current;
    let app;
    let gone = false;
    import('mf_corporate/CorporateApp')
      .then(({ default: corporateApp }) => {
        if (gone) return undefined;
        app = corporateApp();
        return app.render({
          dom,
          basename: AREA,
          bookNowPath: '/book',
          homePath: '/',
          settings: { currency: 'EUR', roundOff: true, companyName: 'Acme Travel' },
          onSignOut: () => window.location.assign('/?signed-out=1'),
        });
      })
      .then(
        () => !gone && setState('ready'),
        (error) => {
          console.error('[acme-portal] the corporate area could not be loaded:', error);
          if (!gone) setState('failed');
        },
      );
    return () => {
      gone = true;
      app?.destroy({ dom });
    };
  }, []);
  return (
    <>
      {state === 'loading' && <p role="status">Loading the corporate area…</p>}
      {state === 'failed' && <p role="alert">The corporate area is unavailable right now. Please try again later.</p>}
      <div ref={element} />
    </>
  );
}

function Page() {
  const { pathname } = window.location;
  if (pathname === AREA || pathname.startsWith(`${AREA}/`)) return <CorporateArea />;
  if (pathname === '/book') return <h1>Book with Acme</h1>;
  return (
    <>
      <h1>Welcome to Acme Travel</h1>
      <p>
        <a href={`${AREA}/bookings`}>Open the corporate area</a>
      </p>
    </>
  );
}

export function Portal() {
  const [visits, setVisits] = useState(0);
  return (
    <>
      <header className="portal-header">
        <nav aria-label="Portal">
          <a href="/">Home</a> <a href="/book">Book</a> <a href={`${AREA}/bookings`}>Corporate</a>
        </nav>
        <button type="button" onClick={() => setVisits((n) => n + 1)}>
          Portal clicks: {visits}
        </button>
        <small>Portal React {version}</small>
      </header>
      <main className="portal-main">
        <Page />
      </main>
    </>
  );
}
