import styled from 'styled-components';
import { ContactLinks } from './contact-links';
import { NavbarFrame } from './navbar';

const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  font-size: 1.25rem;
  font-weight: 700;
  img {
    width: 40px;
    height: 40px;
    object-fit: contain;
  }
`;

/**
 * The payment outcome pages keep the site's look without its navigation (the spec hides the navbar
 * there): the brand's mark and name, and the operator's phone.
 */
export function OutcomeBar({ companyName, logoUrl, phone }: { companyName: string; logoUrl: string | null; phone: string }) {
  return (
    <NavbarFrame>
      <Name>
        {logoUrl ? <img src={logoUrl} alt="" width={40} height={40} /> : null}
        {companyName}
      </Name>
      <ContactLinks phone={phone} email="" />
    </NavbarFrame>
  );
}
