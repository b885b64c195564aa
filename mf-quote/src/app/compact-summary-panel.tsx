import { StoreProvider } from '@booking/shared/store';
import { ThemeProvider, useIsPhone } from '@booking/shared/ui';
import { BookingSummary, type SummaryVariant } from '../features/summary/booking-summary';
import { CompactSummary } from '../features/summary/compact-summary';

export interface CompactSummaryPanelProps {
  /** The full BOOK A TRIP panel behind Show Detail: 'personal-details' (default), 'payment' or 'results'. */
  variant?: SummaryVariant;
  /** Sticks to the top of the page as it scrolls (default true); false where the host's container sticks. */
  sticky?: boolean;
  /**
   * Above 768 px: false (default) renders nothing, for a host that shows the full panel there itself;
   * true renders the full panel instead, so that one mount serves every width.
   */
  fullOnWideScreens?: boolean;
}

function Summary({ variant = 'personal-details', sticky = true, fullOnWideScreens = false }: CompactSummaryPanelProps) {
  const phone = useIsPhone();
  if (!phone) return fullOnWideScreens ? <BookingSummary variant={variant} /> : null;
  return (
    <CompactSummary sticky={sticky}>
      <BookingSummary variant={variant} />
    </CompactSummary>
  );
}

/**
 * mf_quote/CompactSummary: on phones (768 px and below) the route, date and the selection's total,
 * with the full BOOK A TRIP panel one tap away, for another remote to mount through RemotePart.
 */
export default function CompactSummaryPanel(props: CompactSummaryPanelProps) {
  return (
    <StoreProvider>
      <ThemeProvider withGlobalStyle={false}>
        <Summary {...props} />
      </ThemeProvider>
    </StoreProvider>
  );
}
