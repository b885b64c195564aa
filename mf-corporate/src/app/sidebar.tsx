import { forwardRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@booking/shared/ui';
import { useLogout } from '../features/session/use-logout';
import { useArea } from '../lib/area';

const Panel = styled.nav<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: 240px;
  flex: none;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.text};
  color: #fff;
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: fixed;
    inset: 0 auto 0 0;
    z-index: 30;
    width: min(18rem, 85vw);
    overflow-y: auto;
  }
  a {
    color: #fff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  li a,
  li button {
    display: block;
    width: 100%;
    padding: 10px 12px;
    border-radius: 6px;
    text-align: left;
    text-decoration: none;
  }
  li a[aria-current='page'] {
    background: rgba(255, 255, 255, 0.18);
    font-weight: 700;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Logo = styled(Link)`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const CloseRow = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    justify-content: flex-end;
  }
`;

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
  /** After choosing an entry on a phone, the menu closes. */
  onNavigate: () => void;
}

/** The area's sidebar (product §2): the operator's name to the home path, Book Now, Bookings, My Account, Logout. */
export const Sidebar = forwardRef<HTMLButtonElement, Props>(function Sidebar({ id, open, onClose, onNavigate }, closeRef) {
  const { path, homePath, settings } = useArea();
  const { logout, isSigningOut } = useLogout();
  const { companyName } = settings;
  return (
    <Panel id={id} $open={open} aria-label="Corporate Account">
      <CloseRow>
        <Button ref={closeRef} size="sm" variant="secondary" onClick={onClose}>
          Close menu
        </Button>
      </CloseRow>
      <Logo to={homePath} aria-label={`${companyName}, home page`}>
        {companyName}
      </Logo>
      <Heading>Corporate Account</Heading>
      <ul>
        <li>
          <NavLink to={path('book-now')} onClick={onNavigate}>
            Book Now
          </NavLink>
        </li>
        <li>
          <NavLink to={path('bookings')} onClick={onNavigate}>
            Bookings
          </NavLink>
        </li>
        <li>
          <NavLink to={path('my-account')} onClick={onNavigate}>
            My Account
          </NavLink>
        </li>
        <li>
          <Button variant="ghost" onClick={logout} busy={isSigningOut} style={{ color: '#fff' }}>
            Logout
          </Button>
        </li>
      </ul>
    </Panel>
  );
});
