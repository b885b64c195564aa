import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle } from '@booking/shared/ui';

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

const Article = styled(Page).attrs({ as: 'article', $width: 'narrow' })`
  line-height: 1.6;
  h2 {
    margin: 1.5rem 0 0.5rem;
    font-size: 1.25rem;
  }
  p,
  ul {
    margin: 0 0 0.75rem;
  }
`;

const Sample = styled.p`
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  strong {
    display: block;
  }
`;

/** A page of the operator's own words in the site's narrow column: one h1, then its sections. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Article aria-labelledby="legal-title">
      <PageTitle id="legal-title">{title}</PageTitle>
      {children}
    </Article>
  );
}

/** The demo's sample, marked as such at the top for the operator to replace (product §10 "Visitor clarity"). */
export function SampleNotice({ label }: { label: string }) {
  return (
    <Sample role="note">
      <strong>{label}</strong>
      This page is a sample that comes with the booking site. The operator replaces it with their own before taking bookings.
    </Sample>
  );
}

export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <>
      {sections.map(({ heading, paragraphs = [], items = [] }) => (
        <section key={heading} aria-labelledby={`legal-${slug(heading)}`}>
          <h2 id={`legal-${slug(heading)}`}>{heading}</h2>
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {items.length > 0 ? (
            <ul>
              {items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** True when the operator's page is elsewhere (an http(s) address), not this site's sample. */
export const isOwnPageElsewhere = (url: string | null | undefined): url is string => /^https?:\/\//i.test(url ?? '');

/** Where the operator publishes their own page: the sample is not shown in its place. */
export function OperatorPageLink({ url, lead, linkText }: { url: string; lead: string; linkText: string }) {
  return (
    <p>
      {lead} <a href={url}>{linkText}</a>
    </p>
  );
}

/** The closing 'Contact' section: the Contact Us page, and the operator's e-mail when set. */
export function LegalContact({ purpose, email }: { purpose: string; email?: string }) {
  return (
    <section aria-labelledby="legal-contact">
      <h2 id="legal-contact">Contact</h2>
      <p>
        {purpose}, write to us through the <Link to="/contactus">Contact Us</Link> page
        {email ? (
          <>
            , or e-mail <a href={`mailto:${email}`}>{email}</a>
          </>
        ) : null}
        .
      </p>
    </section>
  );
}
