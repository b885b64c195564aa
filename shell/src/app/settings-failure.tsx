import styled from 'styled-components';
import { mailtoHref, telHref } from '@booking/shared/domain';
import { Button } from '@booking/shared/ui';
import type { CompanyDetails } from '../layout/company';

const Card = styled.div`
  max-width: 32rem;
  padding: ${({ theme }) => theme.space.lg};
  border-top: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  color: ${({ theme }) => theme.colors.text};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
    overflow-wrap: anywhere;
  }
`;

/** "call 020 7946 0000 or e-mail bookings@example.co.uk": the operator's ways in, each a link. */
function ContactSentence({ phone, email }: Pick<CompanyDetails, 'phone' | 'email'>) {
  if (!phone && !email) return null;
  return (
    <p>
      To book now,{' '}
      {phone ? (
        <>
          call <a href={telHref(phone)}>{phone}</a>
        </>
      ) : null}
      {phone && email ? ' or ' : null}
      {email ? (
        <>
          e-mail <a href={mailtoHref(email)}>{email}</a>
        </>
      ) : null}
      .
    </p>
  );
}

/**
 * What the settings overlay ends with when the settings cannot be loaded (the API is down or failing):
 * the site cannot work without them, so it says so, offers a retry, and the operator's phone and
 * e-mail when an earlier visit stored them (docs/decisions/start-up.md).
 */
export function SettingsFailure({ contact, onRetry }: { contact: Pick<CompanyDetails, 'phone' | 'email'>; onRetry: () => void }) {
  return (
    <Card>
      <h1>Sorry, the site cannot load right now.</h1>
      <p>We could not reach our booking service. Please try again in a moment.</p>
      <ContactSentence phone={contact.phone} email={contact.email} />
      <Button onClick={onRetry}>Try again</Button>
    </Card>
  );
}
