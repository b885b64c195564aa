import { useState } from 'react';
import { bookingFormAtom, bookingTypeAtom, hourlyRateFormAtom, StoreProvider, useAtom, useAtomValue } from '@booking/shared/store';
import type { BookingForm, HourlyRateForm } from '@booking/shared/api';
import { ThemeProvider } from '@booking/shared/ui';
import { GoogleMapsGate } from '../lib/google/google-maps-gate';
import { useSettings } from '../hooks/use-settings';
import { HourlyForm } from '../features/hourly-form/hourly-form';
import { initialHourlyForm } from '../features/hourly-form/model/hourly-form-schema';
import { PricingFeedback } from '../features/pricing/pricing-feedback';
import { usePricing } from '../features/pricing/use-pricing';
import { initialQuoteForm } from '../features/search-form/model/initial-values';
import { QuoteForm } from '../features/search-form/quote-form';

export interface JourneyFormProps {
  /** The submit button's words; 'Search' where the form edits a priced journey. */
  submitLabel?: string;
}

function StoredJourneyForm({ submitLabel = 'Search' }: JourneyFormProps) {
  const settings = useSettings();
  const bookingType = useAtomValue(bookingTypeAtom);
  const [storedQuote, setStoredQuote] = useAtom(bookingFormAtom);
  const [storedHourly, setStoredHourly] = useAtom(hourlyRateFormAtom);
  const [initialQuote] = useState(() => initialQuoteForm(storedQuote));
  const [initialHourly] = useState(() => initialHourlyForm(storedHourly));
  const pricing = usePricing();

  const quote = (form: BookingForm) => {
    setStoredQuote(form);
    void pricing.price('milleage');
  };
  const quoteHourly = (form: HourlyRateForm) => {
    setStoredHourly(form);
    void pricing.price('hourly');
  };
  return (
    <>
      {bookingType === 'hourly' ? (
        <HourlyForm initialValues={initialHourly} onQuote={quoteHourly} />
      ) : (
        <QuoteForm initialValues={initialQuote} settings={settings} onQuote={quote} submitLabel={submitLabel} />
      )}
      <PricingFeedback isPricing={pricing.isPricing} popup={pricing.popup} onClose={pricing.closePopup} />
    </>
  );
}

/**
 * mf_search/JourneyForm: the stored journey's form (distance or hourly, by the stored BookingType),
 * which prices it again on submit exactly as the home screen does: PriceDetails and BookingType are
 * replaced in the shared store and the visitor lands on /quotationview (or sees the price popups).
 */
export default function JourneyForm(props: JourneyFormProps) {
  return (
    <StoreProvider>
      <ThemeProvider withGlobalStyle={false}>
        <GoogleMapsGate />
        <StoredJourneyForm {...props} />
      </ThemeProvider>
    </StoreProvider>
  );
}
