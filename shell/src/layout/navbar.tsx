import { memo } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { pathTo, telHref } from '@booking/shared/domain';
import { ContactLinks, type ContactDetails } from './contact-links';
import type { NavLinkItem } from './nav-links';
import { SideMenu } from './side-menu';

/** The bar alone, also shown empty while the settings load so the page does not jump when it fills. */
export const NavbarFrame = styled.header`
  display: flex;
  min-height: 4rem;
  align-items: center;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1.25rem;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
`;

const Brand = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  color: inherit;
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;
  /* The operator's mark in a fixed square: no shift when it arrives, whatever its shape. */
  img {
    width: 40px;
    height: 40px;
    object-fit: contain;
  }
  /* The mark, the name and Menu on one row of a 320 px phone. */
  ${({ theme }) => theme.media.mobile} {
    gap: 0.5rem;
    font-size: 1.125rem;
    img {
      width: 32px;
      height: 32px;
    }
  }
`;

const Links = styled.ul`
  display: flex;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const MenuLink = styled(NavLink)`
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  padding: 0.25rem 0;
  border-bottom: 2px solid transparent;
  &.active {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

// Where there is room: on small screens the side menu carries them instead. The phone above the e-mail,
// within the bar's height, so six menu entries still fit on one row at 1280 px (docs/add-a-page.md).
const HeaderContact = styled(ContactLinks)`
  flex-direction: column;
  align-items: flex-end;
  gap: 0.25rem;
  font-size: 0.85rem;
  line-height: 1.3;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const MobileOnly = styled.div`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Phone = styled.a`
  color: inherit;
  font-weight: 600;
`;

/**
 * The outcome pages' slim bar, where product §2 hides the navbar: the brand (home) and the operator's phone,
 * on every screen width, so a visitor whose payment failed sees whose site this is and whom to call.
 */
export const BrandBar = memo(function BrandBar({
  companyName,
  logoUrl = null,
  phone,
}: {
  companyName: string;
  logoUrl?: string | null;
  phone: string;
}) {
  return (
    <NavbarFrame>
      <Brand to={pathTo('root')} end>
        {logoUrl ? <img src={logoUrl} alt="" width={40} height={40} /> : null}
        {companyName}
      </Brand>
      {phone ? <Phone href={telHref(phone)}>{`Call ${phone}`}</Phone> : null}
    </NavbarFrame>
  );
});

/** The site's top bar: the brand's mark and name, the flagged entries, the contact links, and the side menu on small screens. */
export const Navbar = memo(function Navbar({
  companyName,
  logoUrl = null,
  links,
  contact = { phone: '', email: '' },
}: {
  companyName: string;
  /** The brand's mark, beside the name (which stays the link's name: the mark is decoration). */
  logoUrl?: string | null;
  links: NavLinkItem[];
  contact?: ContactDetails;
}) {
  return (
    <NavbarFrame>
      <Brand to={pathTo('root')} end>
        {logoUrl ? <img src={logoUrl} alt="" width={40} height={40} /> : null}
        {companyName}
      </Brand>
      <nav aria-label="Main">
        <Links>
          {links.map((link) => (
            <li key={link.to}>
              <MenuLink to={link.to} end>
                {link.label}
              </MenuLink>
            </li>
          ))}
        </Links>
      </nav>
      <HeaderContact {...contact} />
      <MobileOnly>
        <SideMenu links={links} contact={contact} />
      </MobileOnly>
    </NavbarFrame>
  );
});
