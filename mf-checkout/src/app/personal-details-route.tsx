import { RemotePart } from '@booking/shared/federation';
import PersonalDetailsPage from '../features/personal-details/personal-details-page';

// One mount for every width: the full panel beside the form, or on phones the compact sticky summary
// above it with the full panel one tap away (mf_quote/CompactSummary).
const panelProps = { variant: 'personal-details', fullOnWideScreens: true } as const;

/**
 * /personalDetailView: the feature page with mf_quote's booking summary panel beside it, mounted at
 * run time (never copied); if mf_quote is down the panel's place says so and the form still works.
 */
export default function PersonalDetailsRoute() {
  return (
    <PersonalDetailsPage
      summaryPanel={
        <RemotePart id="mf_quote/CompactSummary" props={panelProps} loadingLabel="Loading your booking summary" minHeight="12rem" />
      }
    />
  );
}
