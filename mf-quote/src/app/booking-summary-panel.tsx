import { StoreProvider } from '@booking/shared/store';
import { ThemeProvider } from '@booking/shared/ui';
import { BookingSummary, type SummaryVariant } from '../features/summary/booking-summary';

export interface BookingSummaryPanelProps {
  /**
   * 'results' (default) offers Edit Quote; 'personal-details' shows the Options (Edit Options, with the
   * price breakdown) and Return Details blocks instead; 'payment' shows the whole journey, passengers
   * and options read-only, with nothing to press.
   */
  variant?: SummaryVariant;
}

/**
 * mf_quote/BookingSummaryPanel: the BOOK A TRIP panel of the stored journey, for another remote to
 * mount at run time (mf_checkout's personal details and payment pages) through RemotePart.
 */
export default function BookingSummaryPanel({ variant = 'results' }: BookingSummaryPanelProps) {
  return (
    <StoreProvider>
      <ThemeProvider withGlobalStyle={false}>
        <BookingSummary variant={variant} />
      </ThemeProvider>
    </StoreProvider>
  );
}
