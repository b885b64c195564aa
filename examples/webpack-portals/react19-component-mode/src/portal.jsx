import { Component, lazy, Suspense, version } from 'react';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';

// The portal's routes; the corporate area (mf_corporate/CorporateArea, declared in webpack's `remotes`)
// renders in this tree with this page's React and router, under the splat route /portal/corporate/*.
const CorporateArea = lazy(() => import('mf_corporate/CorporateArea'));

class Unavailable extends Component {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <p role="alert">The corporate area is unavailable right now. Please try again later.</p>
    ) : (
      this.props.children
    );
  }
}

function Corporate() {
  const navigate = useNavigate();
  return (
    <Unavailable>
      <Suspense fallback={<p role="status">Loading the corporate area…</p>}>
        <CorporateArea basePath="/portal/corporate" bookNowPath="/portal/book" onSignOut={() => navigate('/portal?signed-out=1')} />
      </Suspense>
    </Unavailable>
  );
}

export function Portal() {
  return (
    <>
      <header className="portal-header">
        <nav aria-label="Portal">
          <Link to="/portal">Home</Link> <Link to="/portal/book">Book</Link> <Link to="/portal/corporate/bookings">Corporate</Link>
        </nav>
        <small>Portal React {version}</small>
      </header>
      <main className="portal-main">
        <Routes>
          <Route path="/portal/corporate/*" element={<Corporate />} />
          <Route path="/portal/book" element={<h1>Book with Acme</h1>} />
          <Route path="*" element={<h1>Welcome to Acme Components Travel</h1>} />
        </Routes>
      </main>
    </>
  );
}
