import { useCallback } from 'react';
import { Link, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { RemoteCorporateArea } from './corporate-remote';

// Every path here is a path of the portal's router, whose basename is /portal (bootstrap.tsx): the
// area lives at /portal/corporate, Book Now leads to /portal/book, its home link to /portal.
const AREA = '/corporate';

/** The operator's settings, as the area shows them: amounts in euros, the operator's name. */
const SETTINGS = { currency: 'EUR', roundOff: false, companyName: 'Acme Executive Travel' };

function PortalHome() {
  return (
    <>
      <h1>Welcome to Acme Executive Travel</h1>
      <p>Corporate clients can see their journeys and update their details in the corporate area.</p>
      <p>
        <Link to={`${AREA}/bookings`}>Open the corporate area</Link>
      </p>
    </>
  );
}

function PortalBooking() {
  return (
    <>
      <h1>Book with Acme</h1>
      <p>Call our desk on 020 7946 0000 to book a journey.</p>
    </>
  );
}

/** The operator's own pages, and the corporate area mounted under /portal/corporate/. */
export function PortalApp() {
  const navigate = useNavigate();
  const onSignOut = useCallback(() => navigate('/?signed-out=1'), [navigate]);
  return (
    <>
      <header style={{ background: '#4a2c0f', color: '#fff', padding: '12px 24px' }}>
        <nav aria-label="Portal">
          <Link to="/" style={{ color: '#fff', marginRight: 16 }}>
            Acme portal home
          </Link>
          <Link to={`${AREA}/bookings`} style={{ color: '#fff' }}>
            Corporate bookings
          </Link>
        </nav>
      </header>
      <main style={{ padding: '0 24px 24px' }}>
        <Routes>
          <Route path="/" element={<PortalHome />} />
          <Route path="/book" element={<PortalBooking />} />
          <Route
            path={`${AREA}/*`}
            element={<RemoteCorporateArea basePath={AREA} bookNowPath="/book" homePath="/" settings={SETTINGS} onSignOut={onSignOut} />}
          />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </>
  );
}
