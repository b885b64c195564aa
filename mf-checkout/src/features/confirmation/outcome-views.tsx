import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Settings } from '@booking/shared/domain';
import { operatorTextsAtom, useAtomValue, type BookingConfirmation } from '@booking/shared/store';
import { Button, Page, PageTitle, Row, SampleNotice, Stack } from '@booking/shared/ui';
import { bookedVehicleAtom } from '../../lib/booked-vehicle';
import { AddToCalendar } from './add-to-calendar';
import { BookingDetails } from './booking-details';
import { bookingDetailSections, NOTHING_TAKEN, outcomeText } from './model/labels';
import { NextSteps } from './next-steps';
import { ConfirmationPrintStyle } from './print-style';
import { pathTo } from '@booking/shared/domain';

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1.125rem;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  &:hover {
    background: ${({ theme }) => theme.colors.brandSubtle};
  }
`;

/** The outcome's page: product §2's title and message for `status`, then what the outcome shows below them. */
function OutcomePage({ status, children }: { status: string; children: ReactNode }) {
  const outcome = outcomeText(status);
  return (
    <Page as="section" aria-labelledby="confirmation-title" data-print-root>
      <ConfirmationPrintStyle />
      <Stack>
        <PageTitle id="confirmation-title" style={{ marginBottom: 0 }}>
          {outcome.title}
        </PageTitle>
        <Lead>{outcome.message}</Lead>
        {children}
      </Stack>
    </Page>
  );
}

/**
 * 'Thank You': product §2's Booking Details with the vehicle and operator booked (when this browser knows
 * them), the next steps, and Add to calendar, Print and 'Book another journey'. The navbar stays hidden (product §2).
 */
export function ConfirmedView({ confirmation, settings }: { confirmation: BookingConfirmation; settings: Settings }) {
  const vehicle = useAtomValue(bookedVehicleAtom);
  const texts = useAtomValue(operatorTextsAtom);
  const { booking, bookingStops, passengerDetails } = confirmation.result.data;
  const sections = bookingDetailSections({ booking, stops: bookingStops, passenger: passengerDetails }, settings, {
    vehicle,
    meetingInstructions: texts?.meetingInstructions,
  });
  const shownSample = Boolean(texts?.sample) && Boolean(texts?.cancellationPolicy || sections.some((section) => section.note));
  return (
    <OutcomePage status="success">
      <SampleNotice shown={shownSample} />
      <BookingDetails sections={sections} />
      <NextSteps booking={booking} settings={settings} texts={texts} />
      <Row data-no-print>
        <AddToCalendar booking={booking} companyName={settings.Company_Name} />
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <ActionLink to={pathTo('root')}>Book another journey</ActionLink>
      </Row>
    </OutcomePage>
  );
}

/**
 * product §2's 'Payment Canceled' (any status but success), and that nothing happened: 'Try again' goes back
 * to the payment page, where the journey is still kept (a client's password is asked for again there).
 */
export function CanceledView({ status, onRetry, onHome }: { status: string; onRetry: () => void; onHome: () => void }) {
  return (
    <OutcomePage status={status}>
      <p style={{ margin: 0 }}>{NOTHING_TAKEN}</p>
      <Row data-no-print>
        <Button onClick={onRetry}>Try again</Button>
        <Button variant="ghost" onClick={onHome}>
          Home
        </Button>
      </Row>
    </OutcomePage>
  );
}
