import styled from 'styled-components';
import { mailtoHref, telHref } from '@booking/shared/domain';
import type { CompanyDetails } from './company';

export type ContactDetails = Pick<CompanyDetails, 'phone' | 'email'>;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: inherit;
  }
`;

/** product §1: the header shows the contact number and e-mail, each a link (tel:, mailto:). */
export function ContactLinks({ phone, email, className }: ContactDetails & { className?: string }) {
  if (!phone && !email) return null;
  return (
    <List className={className} aria-label="Contact">
      {phone ? (
        <li>
          <a href={telHref(phone)} aria-label={`Call ${phone}`}>
            {phone}
          </a>
        </li>
      ) : null}
      {email ? (
        <li>
          <a href={mailtoHref(email)} aria-label={`E-mail ${email}`}>
            {email}
          </a>
        </li>
      ) : null}
    </List>
  );
}
