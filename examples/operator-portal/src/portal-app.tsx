import { useCallback } from 'react';
import { Link, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { RemoteCorporateArea } from './corporate-remote';

const BASE = '/portal/corporate';

function PortalHome() {
  return (
    <>
      <h1>Welcome to Acme Executive Travel</h1>
      <p>Corporate clients can see their journeys and update their details in the corporate area.</p>
      <p>
        <Link to={`${BASE}/bookings`}>Open the corporate area</Link>
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
  const onSignOut = useCallback(() => navigate('/portal?signed-out=1'), [navigate]);
  return (
    <>
      <header style={{ background: '#4a2c0f', color: '#fff', padding: '12px 24px' }}>
        <nav aria-label="Portal">
          <Link to="/portal" style={{ color: '#fff', marginRight: 16 }}>
            Acme portal home
          </Link>
          <Link to={`${BASE}/bookings`} style={{ color: '#fff' }}>
            Corporate bookings
          </Link>
        </nav>
      </header>
      <main style={{ padding: '0 24px 24px' }}>
        <Routes>
          <Route path="/portal" element={<PortalHome />} />
          <Route path="/portal/book" element={<PortalBooking />} />
          <Route path={`${BASE}/*`} element={<RemoteCorporateArea basePath={BASE} bookNowPath="/portal/book" onSignOut={onSignOut} />} />
          <Route path="*" element={<Navigate to="/portal" replace />} />
        </Routes>
      </main>
    </>
  );
}
