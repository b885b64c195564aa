import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@booking/shared/ui';
import { SideMenu } from '../side-menu';

const links = [
  { label: 'Home', to: '/' },
  { label: 'Contact Us', to: '/contactus' },
];

const renderMenu = () =>
  render(
    <ThemeProvider>
      <MemoryRouter>
        <SideMenu links={links} />
      </MemoryRouter>
    </ThemeProvider>,
  );

describe('SideMenu', () => {
  it('opens from the keyboard, focuses the first entry, and closes with Escape back on the button', async () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes with its Close menu button', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
  });
});
