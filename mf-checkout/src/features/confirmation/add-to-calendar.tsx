import type { Booking } from '@booking/shared/api';
import { Button } from '@booking/shared/ui';
import { bookingToIcs } from './model/ics';

/** Downloads the booking as an .ics file: the pickup in UK time, right on either side of a clock change. */
export function AddToCalendar({ booking, companyName }: { booking: Booking; companyName?: string }) {
  const download = () => {
    const ics = bookingToIcs(booking, { companyName, host: window.location.hostname || 'booking.local' });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `booking-${booking.booking_number}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Button variant="secondary" onClick={download}>
      Add to calendar
    </Button>
  );
}
