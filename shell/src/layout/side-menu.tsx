import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { ContactLinks, type ContactDetails } from './contact-links';
import type { NavLinkItem } from './nav-links';

const Toggle = styled.button`
  padding: 0.5rem 0.75rem;
  border: 1px solid currentColor;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Panel = styled.nav`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: 20;
  width: min(18rem, 85vw);
  padding: 1rem 1.25rem;
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  box-shadow: -4px 0 16px rgba(0, 0, 0, 0.2);
  ul {
    margin: 1rem 0 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: block;
    padding: 0.75rem 0;
    color: inherit;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-decoration: none;
  }
  li a.active {
    font-weight: 700;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 19;
  background: rgba(0, 0, 0, 0.35);
`;

const MenuContact = styled(ContactLinks)`
  flex-direction: column;
  margin-top: 1rem;
`;

const Close = styled(Toggle)`
  color: ${({ theme }) => theme.colors.text};
`;

/** The collapsible side menu at 768 px and below: Escape or Close shuts it and focus goes back. */
export function SideMenu({ links, contact = { phone: '', email: '' } }: { links: NavLinkItem[]; contact?: ContactDetails }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    firstLinkRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <>
      <Toggle ref={toggleRef} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        Menu
      </Toggle>
      {open ? (
        <>
          <Backdrop onClick={close} />
          <Panel id={panelId} aria-label="Menu">
            <Close type="button" onClick={close}>
              Close menu
            </Close>
            <ul>
              {links.map((link, index) => (
                <li key={link.to}>
                  <NavLink ref={index === 0 ? firstLinkRef : undefined} to={link.to} end onClick={() => setOpen(false)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <MenuContact {...contact} />
          </Panel>
        </>
      ) : null}
    </>
  );
}
