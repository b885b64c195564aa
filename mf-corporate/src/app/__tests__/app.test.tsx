import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import App from '../app';
import CorporateArea from '../corporate-area';

const renderAt = (path: string, ui = <App />) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Routes>
        <Route path="/search" element={<p>Public search</p>} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );

describe('mf_corporate App', () => {
  it.each([
    ['/login', 'Sign In'],
    ['/bookings', 'Bookings'],
    ['/my-account', 'My Account'],
  ])('names the page on %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('passenger_token: none')).toBeInTheDocument();
  });

  it('sends Book Now to the public search it is given', () => {
    renderAt('/book-now', <CorporateArea bookNowPath="/search" />);
    expect(screen.getByText('Public search')).toBeInTheDocument();
  });
});
