import { StoreProvider } from '@booking/shared/store';
import { ThemeProvider } from '@booking/shared/ui';

// Exposed as mf_search/QuoteNow: the shell mounts it on /quoteView below mf_quote's results.
export default function QuoteNow() {
  return (
    <StoreProvider>
      <ThemeProvider>
        <h2>Quote Now</h2>
      </ThemeProvider>
    </StoreProvider>
  );
}
