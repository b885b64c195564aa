import { memo } from 'react';
import styled from 'styled-components';
import { mailtoHref, telHref } from '@booking/shared/domain';
import { COPYRIGHT_YEAR, type CompanyDetails } from './company';

const Bar = styled.footer`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1.5rem;
  margin-top: 2rem;
  padding: 1.5rem 1.25rem;
  background: ${({ theme }) => theme.colors.text};
  color: #f1f4f9;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: inherit;
  }
  p {
    margin: 0.25rem 0;
  }
`;

const Copyright = styled.p`
  grid-column: 1 / -1;
  font-size: 0.875rem;
`;

/** product §1: company name, contact number, e-mail, street address, 2024 copyright, partner operators. */
export const Footer = memo(function Footer({ company, partners }: { company: CompanyDetails; partners: string[] }) {
  return (
    <Bar>
      <section aria-labelledby="footer-company">
        <h2 id="footer-company">{company.name}</h2>
        <address>
          {company.phone ? (
            <p>
              Call us: <a href={telHref(company.phone)}>{company.phone}</a>
            </p>
          ) : null}
          {company.email ? (
            <p>
              E-mail: <a href={mailtoHref(company.email)}>{company.email}</a>
            </p>
          ) : null}
          <p>{company.address}</p>
        </address>
      </section>
      <section aria-labelledby="footer-partners">
        <h2 id="footer-partners">Partner companies</h2>
        {partners.length ? (
          <ul>
            {partners.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : (
          <p>Our partner operators across the UK.</p>
        )}
      </section>
      <section aria-labelledby="footer-support">
        <h2 id="footer-support">Support</h2>
        <p>We support your bookings 24/7.</p>
      </section>
      <Copyright>{`© ${COPYRIGHT_YEAR} ${company.name}. All rights reserved.`}</Copyright>
    </Bar>
  );
});
