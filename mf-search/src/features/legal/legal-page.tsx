import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { operatorTextsAtom, useAtomValue } from '@booking/shared/store';
import { Page, PageTitle } from '@booking/shared/ui';
import { useSettings } from '../../hooks/use-settings';
import { pathTo } from '@booking/shared/domain';

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
function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Article aria-labelledby="legal-title">
      <PageTitle id="legal-title">{title}</PageTitle>
      {children}
    </Article>
  );
}

/** The demo's sample, marked as such at the top for the operator to replace (product §10 "Visitor clarity"). */
function SampleNotice({ label }: { label: string }) {
  return (
    <Sample role="note">
      <strong>{label}</strong>
      This page is a sample that comes with the booking site. The operator replaces it with their own before taking bookings.
    </Sample>
  );
}

function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
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
const isOwnPageElsewhere = (url: string | null | undefined): url is string => /^https?:\/\//i.test(url ?? '');

/** Where the operator publishes their own page: the sample is not shown in its place. */
function OperatorPageLink({ url, lead, linkText }: { url: string; lead: string; linkText: string }) {
  return (
    <p>
      {lead} <a href={url}>{linkText}</a>
    </p>
  );
}

/** The closing 'Contact' section: the Contact Us page, and the operator's e-mail when set. */
function LegalContact({ purpose, email }: { purpose: string; email?: string }) {
  return (
    <section aria-labelledby="legal-contact">
      <h2 id="legal-contact">Contact</h2>
      <p>
        {purpose}, write to us through the <Link to={pathTo('contact')}>Contact Us</Link> page
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

/** One of the operator's legal documents: its words here, and where the operator may publish their own. */
export interface OperatorDocument {
  title: string;
  /** The operator's text holding the address of their own page (`/operator-texts.json`). */
  ownUrl: 'termsUrl' | 'privacyUrl';
  elsewhere: { lead: string; linkText: string };
  sampleLabel: string;
  /** The sample's sections, for the operator's company name (or `companyFallback` when it has none). */
  sections: (company: string) => readonly LegalSection[];
  companyFallback: string;
  contactPurpose: string;
}

/** The operator's page when it is elsewhere; else the demo's sample, marked as one, with the contact section. */
export function OperatorDocumentPage({ legal }: { legal: OperatorDocument }) {
  const settings = useSettings();
  const ownUrl = useAtomValue(operatorTextsAtom)?.[legal.ownUrl];
  return (
    <LegalPage title={legal.title}>
      {isOwnPageElsewhere(ownUrl) ? (
        <OperatorPageLink url={ownUrl} lead={legal.elsewhere.lead} linkText={legal.elsewhere.linkText} />
      ) : (
        <>
          <SampleNotice label={legal.sampleLabel} />
          <LegalSections sections={legal.sections(settings.Company_Name?.trim() || legal.companyFallback)} />
          <LegalContact purpose={legal.contactPurpose} email={settings.FROM_EMAIL?.trim()} />
        </>
      )}
    </LegalPage>
  );
}
