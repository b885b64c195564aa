import { RemotePart } from '@booking/shared/federation';
import PersonalDetailsPage from '../features/personal-details/personal-details-page';

const panelProps = { variant: 'personal-details' } as const;

/**
 * /personalDetailView: the feature page with mf_quote's booking summary panel beside it, mounted at
 * run time (never copied); if mf_quote is down the panel's place says so and the form still works.
 */
export default function PersonalDetailsRoute() {
  return (
    <PersonalDetailsPage
      summaryPanel={<RemotePart id="mf_quote/BookingSummaryPanel" props={panelProps} loadingLabel="Loading your booking summary" minHeight="12rem" />}
    />
  );
}
