import styled from 'styled-components';
import PersonalDetailsPage from '../features/personal-details/personal-details-page';

// SLOT (issue 8): mf_quote's BookingSummaryPanel ({ variant: 'personal-details' }) mounts here through
// the shared RemotePart once mf_quote exposes it. Until then the page shows no summary panel.
const SummaryPanelSlot = styled.div``;

/** /personalDetailView: the feature page with mf_quote's booking summary panel beside it. */
export default function PersonalDetailsRoute() {
  return <PersonalDetailsPage summaryPanel={<SummaryPanelSlot data-slot="booking-summary-panel" />} />;
}
