import { Page, PageTitle } from '@booking/shared/ui';
import { FleetList } from './fleet-list';

/** /ourfleet: every vehicle category, 4 per row on desktop (product §2, 9). */
export default function OurFleetPage() {
  return (
    <Page as="section" aria-labelledby="our-fleet-title">
      <PageTitle id="our-fleet-title">Our Fleet</PageTitle>
      <FleetList />
    </Page>
  );
}
