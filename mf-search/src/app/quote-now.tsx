import { StoreProvider } from '@booking/shared/store';
import { ThemeProvider } from '@booking/shared/ui';
import { MapsGate } from './maps-gate';
import { QuoteNowSection } from '../features/quote-now/quote-now-section';

/** mf_search/QuoteNow: the shell mounts it on /quoteView below mf_quote's results. */
export default function QuoteNow() {
  return (
    <StoreProvider>
      <ThemeProvider withGlobalStyle={false}>
        <MapsGate />
        <QuoteNowSection />
      </ThemeProvider>
    </StoreProvider>
  );
}
