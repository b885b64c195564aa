import { Route, Routes } from 'react-router-dom';
import { StoreProvider } from '@booking/shared/store';
import { ThemeProvider } from '@booking/shared/ui';
import { buildLabel } from './build-label';

// Exposed as mf_search/App: the shell renders it outside any <Route>, so the paths are absolute.
export default function App() {
  return (
    <StoreProvider>
      <ThemeProvider>
        <Routes>
          <Route path="/" element={<h1>Book a Trip</h1>} />
          <Route path="/home" element={<h1>Book a Trip</h1>} />
          <Route path="/booktripview" element={<h1>Book a Trip</h1>} />
          <Route path="/contactus" element={<h1>Contact Us</h1>} />
          <Route path="/ourfleet" element={<h1>Our Fleet</h1>} />
          <Route path="*" element={null} />
        </Routes>
        {buildLabel ? <small>Release {buildLabel}</small> : null}
      </ThemeProvider>
    </StoreProvider>
  );
}
