import { useState } from 'react';
import { bookingFormAtom, bookingTypeAtom, hourlyRateFormAtom, StoreProvider, useAtomValue } from '@booking/shared/store';
import { ThemeProvider } from '@booking/shared/ui';
import { MapsGate } from './maps-gate';
import { useSettings } from '../hooks/use-settings';
import { graceMinutes } from '../lib/pickup-slot';
import { HourlyForm } from '../features/hourly-form/hourly-form';
import { initialHourlyForm } from '../features/hourly-form/model/hourly-form-schema';
import { PricingFeedback } from '../features/pricing/pricing-feedback';
import { useQuoteSubmit } from '../features/pricing/use-pricing';
import { initialQuoteForm } from '../features/search-form/model/initial-values';
import { QuoteForm } from '../features/search-form/quote-form';

export interface JourneyFormProps {
  /** The submit button's words; 'Search' where the form edits a priced journey. */
  submitLabel?: string;
}

function StoredJourneyForm({ submitLabel = 'Search' }: JourneyFormProps) {
  const settings = useSettings();
  const bookingType = useAtomValue(bookingTypeAtom);
  const storedQuote = useAtomValue(bookingFormAtom);
  const storedHourly = useAtomValue(hourlyRateFormAtom);
  const [initialQuote] = useState(() => initialQuoteForm(storedQuote, Date.now(), graceMinutes(settings)));
  const [initialHourly] = useState(() => initialHourlyForm(storedHourly, Date.now(), graceMinutes(settings)));
  // On the results page: a refused search leaves it without prices, so its popup shows on the home page.
  const { pricing, quote, quoteHourly } = useQuoteSubmit({ leavesWhenRefused: true });

  return (
    <>
      {bookingType === 'hourly' ? (
        <HourlyForm initialValues={initialHourly} onQuote={quoteHourly} />
      ) : (
        <QuoteForm initialValues={initialQuote} settings={settings} onQuote={quote} submitLabel={submitLabel} />
      )}
      <PricingFeedback isPricing={pricing.isPricing} popup={pricing.popup} onClose={pricing.closePopup} onNext={pricing.followPopup} />
    </>
  );
}

/**
 * mf_search/JourneyForm: the stored journey's form (distance or hourly, by the stored BookingType),
 * which prices it again on submit exactly as the home screen does: PriceDetails and BookingType are
 * replaced in the shared store and the visitor lands on /quotationview. A refused search clears the
 * earlier prices and choice, and its popup shows on the home page (the results have nothing left).
 */
export default function JourneyForm(props: JourneyFormProps) {
  return (
    <StoreProvider>
      <ThemeProvider withGlobalStyle={false}>
        <MapsGate />
        <StoredJourneyForm {...props} />
      </ThemeProvider>
    </StoreProvider>
  );
}
