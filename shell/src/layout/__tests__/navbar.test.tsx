import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@booking/shared/ui';
import { BrandBar, Navbar } from '../navbar';

const contact = { phone: '020 7946 0000', email: 'bookings@example.co.uk' };
const links = [
  { label: 'Home', to: '/' },
  { label: 'Contact Us', to: '/contactus' },
];

const renderNavbar = (details = contact) =>
  render(
    <ThemeProvider>
      <MemoryRouter>
        <Navbar companyName="Capital Cars" links={links} contact={details} />
      </MemoryRouter>
    </ThemeProvider>,
  );

describe('Navbar (product §1: company name, contact number, e-mail address)', () => {
  it('shows the number and the e-mail as tel: and mailto: links', () => {
    renderNavbar();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Capital Cars' })).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Call 020 7946 0000' })).toHaveAttribute('href', 'tel:02079460000');
    expect(header.getByRole('link', { name: 'E-mail bookings@example.co.uk' })).toHaveAttribute('href', 'mailto:bookings@example.co.uk');
  });

  it('repeats them in the side menu for small screens', async () => {
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'Call 020 7946 0000' })).toHaveAttribute('href', 'tel:02079460000');
    expect(menu.getByRole('link', { name: 'E-mail bookings@example.co.uk' })).toBeInTheDocument();
  });

  it('shows no empty contact list while the settings have none', () => {
    renderNavbar({ phone: '', email: '' });
    expect(screen.queryByRole('list', { name: 'Contact' })).not.toBeInTheDocument();
  });
});

describe('BrandBar (the outcome pages, where the navbar is hidden)', () => {
  it('keeps the brand, linking home, and the operator’s phone, with no menu', () => {
    render(
      <ThemeProvider>
        <MemoryRouter>
          <BrandBar companyName="Capital Cars" phone="020 7946 0000" />
        </MemoryRouter>
      </ThemeProvider>,
    );
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Capital Cars' })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'Call 020 7946 0000' })).toHaveAttribute('href', 'tel:02079460000');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
