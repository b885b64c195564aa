import styled from 'styled-components';
import type { Booking } from '@booking/shared/api';
import { mailtoHref, SETTING_KEYS, telHref, type Settings } from '@booking/shared/domain';
import type { OperatorTexts } from '@booking/shared/store';
import { OperatorText } from '../../components/operator-text';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: 1.25rem;
  }
  @media print {
    gap: 4pt;
    h2 {
      font-size: 13pt;
    }
  }
`;

interface Props {
  booking: Booking;
  settings: Settings;
  texts: OperatorTexts | null;
}

/**
 * What the visitor needs after booking (product §10 "Visitor clarity"): the cancellation policy and how to
 * reach the operator (the header's phone and e-mail), each only when there is something to say. Where the
 * driver meets a pick-up is said under its leg, in the Booking Details.
 */
export function NextSteps({ booking, settings, texts }: Props) {
  const policy = texts?.cancellationPolicy?.trim();
  const phone = settings[SETTING_KEYS.Company_Contact_Info]?.trim();
  const email = settings[SETTING_KEYS.FROM_EMAIL]?.trim();
  if (!policy && !phone && !email) return null;
  return (
    <Section aria-labelledby="next-steps-title">
      <h2 id="next-steps-title">What happens next</h2>
      {policy ? (
        <>
          <h3>Cancellation policy</h3>
          <p>
            <OperatorText>{policy}</OperatorText>
          </p>
        </>
      ) : null}
      {phone || email ? (
        <>
          <h3>Questions about your booking?</h3>
          <p>Contact us and quote your reference {booking.booking_number}.</p>
          <ul aria-label="Contact us">
            {phone ? (
              <li>
                Call: <a href={telHref(phone)}>{phone}</a>
              </li>
            ) : null}
            {email ? (
              <li>
                E-mail: <a href={mailtoHref(email)}>{email}</a>
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
