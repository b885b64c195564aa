import { useState } from 'react';
import styled from 'styled-components';
import { bookingFormAtom, bookingTypeAtom, hourlyRateFormAtom, useAtom, useAtomValue } from '@booking/shared/store';
import { quoteNowDefaults } from './model/quote-now-form';
import { QuoteNowForm } from './quote-now-form';
import { Page } from '@booking/shared/ui';

const Section = styled(Page).attrs({ as: 'section' })`
  h2 {
    margin: 0 0 8px;
  }
  p.lead {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** /quoteView's request form, pre-filled from the stored journey (product §10 "Routes"). */
export function QuoteNowSection() {
  const [bookingForm, setBookingForm] = useAtom(bookingFormAtom);
  const hourlyRateForm = useAtomValue(hourlyRateFormAtom);
  const bookingType = useAtomValue(bookingTypeAtom);
  const [initialValues] = useState(() => quoteNowDefaults({ bookingType, bookingForm, hourlyRateForm }));
  return (
    <Section aria-labelledby="quote-now-title">
      <h2 id="quote-now-title">Quote Now</h2>
      <p className="lead">Tell us about your journey and we will send you a quote.</p>
      {/* product §8: once sent, the stored booking form is removed. */}
      <QuoteNowForm initialValues={initialValues} onSent={() => setBookingForm(null)} />
    </Section>
  );
}
